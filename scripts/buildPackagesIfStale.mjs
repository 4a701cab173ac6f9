#!/usr/bin/env node
// Builds the published packages whose `dist` is missing or older than what it is built from, so
// `pnpm size` (size-limit on the built packages, part of `pnpm check`) never measures a stale build
// and does not pay a full build (minutes) when nothing shipped has changed. Tests, stories and
// fixtures do not ship, so editing them rebuilds nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const notShipped = /\.(test|stories|fixture)\.tsx?$|__screenshots__/;
// The build itself: a change to it rebuilds every package.
const sharedInputs = ['scripts/tsupConfig.ts', 'scripts/finish-package-build.mjs', 'pnpm-lock.yaml'];

const newest = (paths) => Math.max(0, ...paths.map((path) => statSync(path).mtimeMs));

function shippedSources(folder) {
  return readdirSync(join(folder, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => !notShipped.test(file))
    .map((file) => join(folder, 'src', file))
    .filter((path) => statSync(path).isFile());
}

const stale = [];
for (const name of readdirSync('packages').sort()) {
  const folder = join('packages', name);
  if (!existsSync(join(folder, 'package.json'))) continue;
  const built = join(folder, 'dist', 'index.js');
  const inputs = [
    ...sharedInputs,
    join(folder, 'package.json'),
    join(folder, 'tsup.config.ts'),
    ...shippedSources(folder),
  ];
  if (!existsSync(built) || newest(inputs) > statSync(built).mtimeMs) stale.push(folder);
}

if (stale.length === 0) {
  console.log('packages: every dist is up to date');
} else {
  console.log(`packages: building ${stale.join(', ')}`);
  const started = Date.now();
  const filters = stale.flatMap((folder) => ['--filter', `./${folder}`]);
  // tsup lists every file it writes (hundreds, one chunk per module): shown only when the build fails.
  const result = spawnSync('pnpm', ['-r', ...filters, 'build'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
  console.log(`packages: built in ${Math.round((Date.now() - started) / 1000)} s`);
}
