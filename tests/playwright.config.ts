import { randomInt } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromiumBrowser';

const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * Three digits that tell this run's test data from another run's (a database kept between runs). The
 * runner reads this file first and its workers inherit its environment: one id for the whole run.
 */
export const e2eRunId = (process.env.E2E_RUN_ID ??= String(randomInt(0, 1_000)).padStart(3, '0'));
/** The seeded demo accounts' password in end-to-end runs. */
export const e2eDemoPassword = 'E2eDemo2026';
/** The operator's bearer token of the end-to-end platforms (a test value: it guards nothing real). */
export const e2eOperatorToken = 'e2e-operator-token-0123456789abcdef';
/**
 * Platforms started in maintenance and region-restricted, for the start-up screens (read only: shared by
 * every test), and one whose site sends SMS codes through the sandbox phone provider.
 */
export const switchedPlatforms = {
  maintenance: `http://127.0.0.1:${port + 1}`,
  regionRestricted: `http://127.0.0.1:${port + 2}`,
  phoneProvider: `http://127.0.0.1:${port + 3}`,
};
/** Oasis Play, the partner brand of examples/partner-lobby: the lobby built from the packed packages. */
export const partnerLobbyOrigin = `http://127.0.0.1:${port + 4}`;

/** One platform process with a fresh in-memory database, as `pnpm start` runs it. */
const platform = (listen: number, extra: Record<string, string> = {}) => ({
  command: 'node ../apps/platform/dist/server.js',
  url: `http://127.0.0.1:${listen}/wps/system/status`,
  // A fresh in-memory database for every run, even where DATABASE_URL is set (CI).
  env: {
    PORT: String(listen),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: 'memory://',
    SANDBOX: 'true',
    DEMO_PASSWORD: e2eDemoPassword,
    OPERATOR_TOKEN: e2eOperatorToken,
    // Every browser of every worker and the tests' own calls come from 127.0.0.1.
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
    ...extra,
  },
  reuseExistingServer: false,
  // Each seeds a fresh database (the winner board's players play their rounds): about a minute on a busy
  // two-core machine, and the four start together.
  timeout: 180_000,
});

/** End to end against the built portal served by the platform, as `pnpm start` runs it. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  // Journeys (register, slider, welcome, sign out) run axe on whole pages several times: seconds each on a
  // 2-core machine with two workers, so 30 s was too tight for the longest of them.
  timeout: 60_000,
  // Two browsers, four platforms and the test runner share two cores: a lazy modal can take a few
  // seconds to appear while the home page behind it renders.
  expect: { timeout: 10_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The notice ticker's endless slide keeps Chromium's software compositor (there is no GPU here) at a
    // full core per page, even idle: with two workers it starved every other step of the suite. Journeys
    // run under reduced motion, where the ticker is a still row; the ticker's own journey asks for motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop-1366', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
    // The journeys run once; the wide screen repeats the @layout tests (each page's look, in both
    // directions), which is what changes with the width. Every journey twice took CI past its time.
    {
      name: 'desktop-1920',
      grep: /@layout/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 } },
    },
  ],
  webServer: [
    // The partner's page calls this platform from its own origin.
    platform(port, { CORS_ORIGINS: partnerLobbyOrigin }),
    platform(port + 1, { MAINTENANCE: 'true' }),
    platform(port + 2, { REGION_RESTRICTED: 'true' }),
    platform(port + 3, { PHONE_PROVIDER: 'sandbox' }),
    {
      // Builds and packs the packages, installs the example from the tarballs with npm, builds it against
      // the first platform, then serves it (about 50 s on two cores; see scripts/packExample.mjs).
      command: 'node scripts/packExample.mjs && node examples/partner-lobby/serve.mjs',
      cwd: '..',
      url: partnerLobbyOrigin,
      env: { PORT: String(port + 4), HOST: '127.0.0.1', VITE_PLATFORM_ORIGIN: `http://127.0.0.1:${port}` },
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
