#!/usr/bin/env node
// Builds examples/partner-lobby (Oasis Play) the way a partner would: from the packed packages, not the
// workspace. Stages: build the published packages whose dist is stale (scripts/buildPackagesIfStale.mjs:
// nothing when `pnpm build` just ran, as in `pnpm test`; skipped with --no-build), `pnpm pack` them into examples/partner-lobby/.packs, `npm install` the example
// (its own package.json, outside the pnpm workspace, with `file:` tarballs and npm `overrides` so the
// packages' own @portal/* dependencies resolve to the same tarballs), type-check it, `vite build` it.
// VITE_PLATFORM_ORIGIN (default http://127.0.0.1:8181) is the platform the built app calls.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const example = join(root, 'examples/partner-lobby');
const packs = join(example, '.packs');
/** The published packages the example installs, in the order they depend on each other. */
const packages = ['@portal/ui', '@portal/forms', '@portal/api', '@portal/lobby'];
const filters = packages.flatMap((name) => ['--filter', name]);
const build = !process.argv.includes('--no-build');

// pnpm's run-time variables (npm_config_user_agent, npm_config_verify_deps_before_run, ...) are not npm's.
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(npm|pnpm)_/i.test(key) || /^npm_config_(registry|cache|.*proxy)$/i.test(key),
  ),
);

const times = [];
function step(name, command, args, options = {}) {
  console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  const seconds = (Date.now() - started) / 1000;
  times.push(`${name} ${seconds.toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\npackExample: ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

if (build) step('build', 'node', ['scripts/buildPackagesIfStale.mjs']);

rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
step('pack', 'pnpm', [...filters, 'pack', '--pack-destination', packs]);

// pnpm names a tarball after the package and its version (portal-ui-0.1.0.tgz): read what it produced
// and give each a stable name, which the example's package.json refers to whatever the version.
const produced = readdirSync(packs).filter((name) => name.endsWith('.tgz'));
for (const name of packages) {
  const base = name.replace(/^@/, '').replace('/', '-');
  const matches = produced.filter((file) => new RegExp(`^${base}-\\d[^/]*\\.tgz$`).test(file));
  if (matches.length !== 1) {
    console.error(
      `packExample: expected one tarball of ${name} in ${packs}, found ${matches.join(', ') || 'none'}.`,
    );
    process.exit(1);
  }
  renameSync(join(packs, matches[0]), join(packs, `${base}.tgz`));
  console.log(`${matches[0]} -> .packs/${base}.tgz`);
}

// A fresh copy of every kit package: npm may keep an installed one whose tarball name did not change.
rmSync(join(example, 'node_modules/@portal'), { recursive: true, force: true });
step('install', 'npm', ['install', '--no-audit', '--no-fund'], { cwd: example, env: npmEnv });

// The app must run on the tarballs: real folders in its own node_modules, never links into the workspace.
for (const name of packages) {
  const folder = join(example, 'node_modules', name);
  if (!existsSync(folder) || lstatSync(folder).isSymbolicLink()) {
    console.error(`packExample: ${name} is not installed from its tarball in ${folder}.`);
    process.exit(1);
  }
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  console.log(`${name}@${version} installed from .packs`);
}

step('typecheck', 'npm', ['run', 'typecheck'], { cwd: example, env: npmEnv });
step('vite build', 'npm', ['run', 'build'], { cwd: example, env: npmEnv });

// On stderr, so Playwright's webServer log shows it too.
console.error(`packExample: ${times.join(', ')}`);
