/**
 * Vitest's global setup for the platform tests, which run from source: the platform serves the sandbox
 * pages from their build (dist/sandbox-pages), so they are built first when missing or older than what
 * they are built from. A fresh build takes seconds; an up-to-date one costs nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const platform = fileURLToPath(new URL('..', import.meta.url));
const built = join(platform, 'dist/sandbox-pages/game.html');

const filesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((path) => statSync(path).isFile());

export default function buildIfStale(): void {
  const inputs = [
    ...filesOf(join(platform, 'sandbox-pages')),
    join(platform, 'src/games/formatMoney.ts'),
    join(platform, '../../packages/api/src/paths.ts'),
  ];
  const newest = Math.max(...inputs.map((path) => statSync(path).mtimeMs));
  if (existsSync(built) && statSync(built).mtimeMs >= newest) return;
  const result = spawnSync('pnpm', ['run', 'build:pages'], { cwd: platform, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`Building the sandbox pages failed:\n${result.stdout}${result.stderr}`);
  }
}
