import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromiumBrowser';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The seeded demo accounts' password in end-to-end runs. */
export const e2eDemoPassword = 'E2eDemo2026';

/** End to end against the built portal served by the platform, as `pnpm start` runs it. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop-1366', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
    { name: 'desktop-1920', use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 } } },
  ],
  webServer: {
    command: 'node ../apps/platform/dist/server.js',
    url: `http://127.0.0.1:${port}/wps/system/status`,
    // A fresh in-memory database for every run, even where DATABASE_URL is set (CI).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: 'memory://',
      SANDBOX: 'true',
      DEMO_PASSWORD: e2eDemoPassword,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
