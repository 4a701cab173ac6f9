#!/usr/bin/env node
// `pnpm test`: every check and every test of the repository, in order, ending with one summary line
// ("N passed, N failed"). Stages: build + publint, check (lint, format, types, imports, sizes), the web budgets
// (bench:web), vitest (unit, platform, and every story in Chromium with its play, axe and visual
// baseline, in both brands and directions), chaos (crashes and database restarts), Storybook build,
// Playwright end to end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

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

/**
 * What failed, named again in the closing summary: a CI log shows only its tail, and a stage's own
 * output is thousands of lines above it.
 */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/** Adds a vitest JSON report's counts; a missing report, or a file that failed to load, is a failure. */
function countVitest(path) {
  const report = readJson(path);
  if (!report) {
    failed += 1;
    failures.push(`${path}: no report`);
    return;
  }
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
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
const benchReport = 'reports/bench-web.json';
if (
  built &&
  !run('bench:web', 'pnpm', ['bench:web'], { BENCH_TIMING_TOLERANCE: '1.5', BENCH_REPORT: benchReport })
) {
  failed += 1;
  for (const result of readJson(benchReport) ?? []) {
    if (!result.ok) failures.push(`bench:web > ${result.name}: ${result.value} (budget ${result.budget})`);
  }
}

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
    collectPlaywrightFailures(playwright.suites ?? []);
  } else {
    failed += 1;
  }
} else {
  console.log('\n━━ e2e: skipped, the build failed');
}

/** The journeys that failed in a Playwright JSON report (suites nest by file and describe). */
function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`[${test.projectName}] ${spec.file} > ${spec.title}: ${firstLine(error)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

console.log('\n━━ stages');
for (const s of stages) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
if (failures.length) {
  console.log('\n━━ what failed');
  // ANSI colours out, and one line each: the summary is read in a log's last lines.
  for (const line of failures.slice(0, 25)) console.log(`- ${stripVTControlCharacters(line).slice(0, 300)}`);
  if (failures.length > 25) console.log(`- and ${failures.length - 25} more`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || stages.some((s) => !s.ok) ? 1 : 0);
