#!/usr/bin/env node
// `pnpm bench:web`: the web performance budgets, measured on the built portal served by the platform
// as `pnpm start` serves it (never a dev server). Prints every measure beside its budget and exits 1
// when one is past it. Needs `pnpm build` first; Chromium from CHROMIUM_PATH (default /usr/bin/chromium).
//
//   first-load JS of the home route   <= 150 KB gzip (every script it loads before it renders, Arabic)
//   all CSS                           <= 30 KB gzip
//   Lighthouse 12, desktop preset     performance >= 95, CLS <= 0.02, TBT <= 100 ms (home and a lobby;
//                                     the median of five runs, each in a fresh browser, as a first visit)
//   home route                        no request waterfall: its calls start together
//   lobby of 10,000 games             the DOM stays under 1,500 elements; a vendor, classify or search
//                                     change updates the grid within 100 ms of the input (the median
//                                     of three fresh visits)
//
// Inside `pnpm test` (BENCH_TIMING_TOLERANCE=1.5) a timing budget fails only past 1.5 times itself: a busy
// 2-core machine moves timings by a third from run to run. The sizes, the DOM count, CLS and the waterfall
// stay exact everywhere, and every line still prints the exact budget beside the measure.
// BENCH_REPORT names a file to write the measures to as JSON (pnpm test reprints those past budget).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { firstLoadScripts } from './bench/firstLoadJs.mjs';
import { measureHomeRequests } from './bench/homeRequests.mjs';
import { measureLobbyGrid } from './bench/lobbyGrid.mjs';
import { memberRouteBudgetKb, memberRouteScripts, memberRoutes } from './bench/memberRoutes.mjs';
import { login } from './bench/platformLogin.mjs';

const portalDir = 'apps/portal/dist';
const server = 'apps/platform/dist/server.js';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const port = Number(process.env.BENCH_PORT ?? 8291);
/** The demo accounts' password on the measured platform (its own in-memory database). */
const demoPassword = 'BenchWeb2026pass';
const origin = `http://127.0.0.1:${port}`;
/** The pages Lighthouse measures: home and a lobby. */
const lighthousePages = ['/', '/rng'];

/** How far past its budget a timing may go before it fails: 1 (exact) unless the caller says otherwise. */
const tolerance = Math.max(1, Number(process.env.BENCH_TIMING_TOLERANCE ?? 1) || 1);

const results = [];
/**
 * Records a measure; `ok` says whether it keeps its exact budget, `tolerated` (timings only) whether it
 * stays within the tolerance. A measure past its budget but within the tolerance is reported, not failed.
 */
function record(name, value, budget, ok, tolerated = ok) {
  const passed = ok || tolerated;
  results.push({ name, value, budget, ok: passed });
  const mark = ok ? 'ok  ' : passed ? 'over' : 'PAST';
  const note = !ok && passed ? `, within ${tolerance} times it` : '';
  console.log(`${mark} ${name}: ${value} (budget ${budget}${note})`);
}
/** A time budget: within `limit` ms exactly, or within the tolerance. */
const recordTime = (name, ms, limit) =>
  record(name, `${ms.toFixed(0)} ms`, `<= ${limit} ms`, ms <= limit, ms <= limit * tolerance);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file) => gzipSync(readFileSync(join(portalDir, file)), { level: 9 }).length;

function measureCss() {
  const css = readdirSync(join(portalDir, 'assets')).filter((name) => name.endsWith('.css'));
  const cssBytes = css.reduce((sum, file) => sum + gzipped(join('assets', file)), 0);
  record('all CSS (gzip)', kb(cssBytes), '30.0 KB', cssBytes <= 30 * 1024);
}

async function startPlatform() {
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: 'memory://',
      SANDBOX: 'true',
      PORTAL_DIR: portalDir,
      DEMO_PASSWORD: demoPassword,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The platform did not start within 60 s.');
}

/**
 * Lighthouse runs per page; the budgets read the median run. Five, as Lighthouse's variability guide
 * advises (docs/variability.md: the median of five halves a single run's spread): with three, one run
 * slowed by the machine decided the median on a busy CI machine.
 */
const lighthouseRuns = 5;

const scoreOf = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);

/**
 * One Lighthouse run as a first-time visitor: a fresh browser process (no code cache or connection left by
 * an earlier run). A run that could not measure the page (Lighthouse's runtime error, which scores 0) is
 * run again, once: it says nothing of the page.
 */
async function lighthouseRun(url) {
  for (let attempt = 0; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    try {
      const run = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      if (!run.lhr.runtimeError || attempt > 0) return run.lhr;
      console.log(
        `  (a Lighthouse run of ${url} failed to measure: ${run.lhr.runtimeError.code}; once more)`,
      );
    } finally {
      await chrome.kill();
    }
  }
}

async function measureLighthouse() {
  for (const path of lighthousePages) {
    const runs = [];
    for (let i = 0; i < lighthouseRuns; i += 1) {
      const lhr = await lighthouseRun(`${origin}${path}`);
      runs.push(lhr);
      // Each run's timings and the machine's load beside them: a verdict far from the others reads here.
      const ms = (audit) => `${(lhr.audits[audit]?.numericValue ?? 0).toFixed(0)} ms`;
      console.log(
        `  ${path} run ${i + 1}: ${scoreOf(lhr)} (TBT ${ms('total-blocking-time')}, LCP ${ms('largest-contentful-paint')}, ` +
          `FCP ${ms('first-contentful-paint')}; load average ${loadavg()[0].toFixed(1)})`,
      );
    }
    // The middle run by score: a run without a time to interactive (which the score no longer uses)
    // still counts, where Lighthouse's own median-run helper would refuse the set.
    const scores = runs.map(scoreOf);
    const median = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)];
    const score = scoreOf(median);
    const { audits } = median;
    const cls = audits['cumulative-layout-shift'].numericValue ?? 1;
    const tbt = audits['total-blocking-time'].numericValue ?? 1e9;
    // The score is the timings' verdict: its tolerance is on what it falls short of 100.
    record(
      `Lighthouse performance ${path} (median of ${scores.join(', ')})`,
      score,
      '>= 95',
      score >= 95,
      100 - score <= 5 * tolerance,
    );
    record(`Lighthouse CLS ${path}`, cls.toFixed(3), '<= 0.02', cls <= 0.02);
    recordTime(`Lighthouse TBT ${path}`, tbt, 100);
  }
}

async function measureInBrowser() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.slice(1) });
  try {
    const scripts = await firstLoadScripts(browser, origin);
    const firstLoad = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    record(
      `first-load JS of the home route (gzip, ${scripts.length} files)`,
      kb(firstLoad),
      '150.0 KB',
      firstLoad <= 150 * 1024,
    );
    const requests = await measureHomeRequests(browser, origin);
    record(
      'home route request waterfall (calls started after another call answered)',
      requests.late.length ? requests.late.join(', ') : 'none',
      'none',
      requests.late.length === 0,
    );
    const token = await login(origin, 'demomember', demoPassword);
    for (const slug of memberRoutes) {
      const own = await memberRouteScripts(browser, origin, token, slug);
      const bytes = own.reduce((sum, file) => sum + gzipped(file), 0);
      record(
        `own JS of /member/${slug} (gzip, ${own.length} files)`,
        kb(bytes),
        `${memberRouteBudgetKb}.0 KB`,
        bytes <= memberRouteBudgetKb * 1024,
      );
    }
    const grid = await measureLobbyGrid(browser, origin);
    if (!grid) {
      record('lobby of 10,000 games', 'no game grid on /rng', 'a virtualised grid', false);
      return;
    }
    record('lobby of 10,000 games: DOM elements', grid.elements, '< 1500', grid.elements < 1500);
    for (const [index, visit] of grid.visits.entries()) {
      const times = Object.entries(visit.updates).map(([change, ms]) => `${change} ${Math.round(ms)} ms`);
      console.log(`  lobby visit ${index + 1}: ${times.join(', ')}`);
    }
    for (const [change, ms] of Object.entries(grid.updates)) {
      recordTime(
        `lobby grid update after a ${change} change (median of ${grid.visits.length} visits)`,
        ms,
        100,
      );
    }
  } finally {
    await browser.close();
  }
}

if (!existsSync(join(portalDir, 'index.html')) || !existsSync(server)) {
  console.error('Build first: pnpm build');
  process.exit(1);
}
measureCss();
const platform = await startPlatform();
try {
  await measureInBrowser();
  await measureLighthouse();
} finally {
  platform.kill();
}
const past = results.filter((result) => !result.ok);
console.log(`\n${results.length - past.length} within budget, ${past.length} past it`);
// `pnpm test` reprints the measures past their budget in its closing summary.
if (process.env.BENCH_REPORT) writeFileSync(process.env.BENCH_REPORT, JSON.stringify(results, null, 2));
process.exit(past.length ? 1 : 0);
