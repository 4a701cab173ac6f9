import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

/** The package's public entries: output name (as in `exports`) to source file. */
type Entries = Record<string, string>;

/** Where the stylesheet-only pass writes; `finish-package-build` gathers it into `dist/styles.css`. */
const cssBuildDir = '.css-build';

// Files of `src` that never ship: tests, stories, fixtures, and the .css.ts files (compiled into the
// module that imports them, so each component keeps its own class names).
const notShipped = /\.(test|stories|fixture|css)\.tsx?$|\.d\.ts$/;

/**
 * Every shipped source module as an entry of its own (`dist/_modules/<path>.js`), beside the public ones.
 * With code splitting, esbuild then keeps each module in a chunk of its own instead of one chunk for
 * the whole package, so a consumer's bundler drops the modules it does not reach (`sideEffects`) rather
 * than keeping every component whose top-level `forwardRef`/`cva`/`createContext` call it cannot prove pure.
 */
function moduleEntries(entries: Entries): Entries {
  const publicFiles = new Set(Object.values(entries).map((file) => join(file)));
  const modules: Entries = {};
  for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.tsx?$/.test(file) || notShipped.test(file)) continue;
    const path = join('src', file);
    if (!publicFiles.has(path)) modules[`_modules/${file.replace(/\.tsx?$/, '')}`] = path;
  }
  return modules;
}

const shared = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  tsconfig: 'tsconfig.build.json',
  splitting: true,
  treeshake: true,
  // One entry per module makes tsup list a few hundred files per package; errors still print.
  silent: true,
  esbuildOptions(options) {
    options.conditions = ['source', 'module', 'import'];
    options.jsx = 'automatic';
  },
} satisfies Options;

/**
 * The one build of every published package: ESM split per source module, declarations of the public
 * entries from a lean tsconfig, and the vanilla-extract styles extracted to CSS by a second, CSS-only
 * pass over the public entries (gathered into `dist/styles.css` by finish-package-build). The CSS pass
 * sees the same module graph as before the per-module split, so the stylesheet keeps its rule order.
 */
export function packageConfig(entries: Entries) {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { exports?: Record<string, unknown> };
  const hasStyles = Boolean(manifest.exports?.['./styles.css']);
  const js: Options = {
    ...shared,
    entry: { ...entries, ...moduleEntries(entries) },
    dts: { entry: entries, compilerOptions: { customConditions: [] } },
    sourcemap: true,
    clean: true,
    // Class names only: the stylesheet comes from the CSS pass below.
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: false })],
  };
  const css: Options = {
    ...shared,
    entry: entries,
    outDir: cssBuildDir,
    dts: false,
    sourcemap: false,
    clean: true,
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  };
  return defineConfig(hasStyles ? [js, css] : [js]);
}
