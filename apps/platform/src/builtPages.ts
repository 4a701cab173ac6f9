import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the built sandbox pages are (apps/platform/dist/sandbox-pages, made by the platform's build from
 * apps/platform/sandbox-pages). This file sits one folder below the platform in the sources (src/) and in
 * the bundle (dist/), so the same relative path serves `pnpm start` and the tests.
 */
export const builtPagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/sandbox-pages');

/** The built pages by name, each read once: static files that draw themselves from a JSON call. */
export type BuiltPage = 'game' | 'chat' | 'consent' | 'pay';

const read = new Map<BuiltPage, string>();

export function builtPage(name: BuiltPage): string {
  const known = read.get(name);
  if (known !== undefined) return known;
  const file = resolve(builtPagesDir, `${name}.html`);
  if (!existsSync(file)) {
    throw new Error(
      `The sandbox page ${file} is not built: run \`pnpm --filter @portal/platform build\` (the tests build it themselves).`,
    );
  }
  const html = readFileSync(file, 'utf8');
  read.set(name, html);
  return html;
}
