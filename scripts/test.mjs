#!/usr/bin/env node
// `pnpm test`: every check and every test of the repository, in order, ending with one summary line
// ("N passed, N failed"). Stages: build + publint, check (lint, format, types, imports, sizes), the web budgets
// (bench:web), vitest (unit, platform, and every story in Chromium with its play, axe and visual
// baseline, in both brands and directions), chaos (crashes and database restarts), Storybook build,
// Playwright end to end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const env = {
  ...process.env,
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
const stages = [];
let passed = 0;
let failed = 0;

function run(name, command, args, extraEnv = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a vitest JSON report's counts; a missing report, or a file that failed to load, is a failure. */
function countVitest(path) {
  const report = readJson(path);
  if (!report) {
    failed += 1;
    return;
  }
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests +
    (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// The build first: `pnpm check` ends with size-limit on the built packages, which would build them
// itself (and then again here) if they were stale.
const built = run('build', 'pnpm', ['build']) && run('publint', 'pnpm', ['publint']);
if (!built) failed += 1;

const checked = run('check', 'pnpm', ['check']);
if (!checked) failed += 1;

// The web budgets (first-load JS, CSS, Lighthouse, the 10,000-game lobby, no waterfall), on the
// built portal served as `pnpm start` serves it, while nothing else runs beside it.
// A timing fails here only past 1.5 times its budget (a busy machine moves timings); `pnpm bench:web` run
// alone holds every budget exactly.
if (built && !run('bench:web', 'pnpm', ['bench:web'], { BENCH_TIMING_TOLERANCE: '1.5' })) failed += 1;

// Not the storybook project: the visual project runs every story's play and axe already, four times over.
run('vitest', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--project=unit',
  '--project=platform',
  '--project=visual',
  '--project=browser',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
]);
countVitest('reports/vitest.json');

// Crashes and restarts (pnpm test:chaos): processes killed mid-burst and a database restarted under
// load, after the other vitest projects so its servers never compete with them for the two cores.
run('chaos', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--project=chaos',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/chaos.json',
]);
countVitest('reports/chaos.json');

if (!run('build-storybook', 'pnpm', ['build-storybook', '--quiet'])) failed += 1;

if (built) {
  run('e2e', 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts']);
  const playwright = existsSync('reports/playwright.json') ? readJson('reports/playwright.json') : null;
  if (playwright?.stats) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
  } else {
    failed += 1;
  }
} else {
  console.log('\n━━ e2e: skipped, the build failed');
}

console.log('\n━━ stages');
for (const s of stages) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || stages.some((s) => !s.ok) ? 1 : 0);
