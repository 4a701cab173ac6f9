// Gathers every CSS file tsup's CSS pass extracted (into `.css-build`, see scripts/tsupConfig.ts) into one
// `dist/styles.css` (the `./styles.css` export), so a consumer imports one stylesheet once. Runs in the
// package folder after tsup.
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { join } from 'node:path';

const dist = 'dist';
const cssBuild = '.css-build';
const cssFiles = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.css')) cssFiles.push(path);
  }
};
if (existsSync(cssBuild)) walk(cssBuild);
// Theme classes first so component rules that read the variables come after them.
cssFiles.sort((a, b) => Number(!a.includes('themes')) - Number(!b.includes('themes')) || a.localeCompare(b));
const seen = new Set();
const parts = [];
for (const file of cssFiles) {
  const text = readFileSync(file, 'utf8');
  if (seen.has(text)) continue;
  seen.add(text);
  parts.push(`/* ${file.slice(cssBuild.length + 1)} */\n${text}`);
}
const exportsStyles = Boolean(JSON.parse(readFileSync('package.json', 'utf8')).exports?.['./styles.css']);
if (exportsStyles) writeFileSync(join(dist, 'styles.css'), parts.join('\n'));
if (existsSync('src/fonts.css')) copyFileSync('src/fonts.css', join(dist, 'fonts.css'));
// The CSS pass's JavaScript is a by-product: dist has its own, split per module.
rmSync(cssBuild, { recursive: true, force: true });
console.log(`styles.css: ${cssFiles.length} stylesheet(s) gathered`);
