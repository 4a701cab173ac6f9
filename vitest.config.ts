import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from './scripts/chromiumBrowser.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Each project gets its own plugin list and its own browser object: the storybook project re-applies
// .storybook/main.ts viteFinal (which adds vanilla-extract), and a shared browser object mislabels results.
export default defineConfig({
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@test-utils': `${root}test-utils` },
  },
  // vanilla-extract evaluates the .css.ts files in Vite's ssr environment: packages from source there too
  // (see apps/portal/vite.config.ts).
  environments: {
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    },
  },
  test: {
    // Vitest's default on a 2-core machine is one worker. A story's run waits on Chromium (frames,
    // animations, the screenshot's round trip) for about a third of its time, and the platform's files on
    // their databases: three workers keep both cores busy where two left them idle a fifth of the time
    // (the vitest stage went from about 700 s to 645 s on this machine).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          css: true,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'apps/platform/sandbox-pages/src/**/*.test.ts',
          ],
          exclude: ['**/*.visual.test.tsx', '**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['scripts/vitest.unit.setup.ts'],
          isolate: false,
          // axe over a whole form in jsdom takes seconds on a busy 2-core machine; the default 5 s
          // failed a passing test when the other projects ran beside it.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        // Node code resolves the workspace packages from source too (never a stale dist/).
        ssr: {
          resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
        },
        test: {
          name: 'platform',
          environment: 'node',
          globals: true,
          include: ['apps/platform/src/**/*.test.ts'],
          // The platform serves the sandbox pages from their build: built here when stale.
          globalSetup: ['apps/platform/sandbox-pages/buildIfStale.ts'],
          setupFiles: ['apps/platform/vitest.platform.setup.ts'],
          exclude: ['apps/platform/src/**/*.chaos.test.ts', '**/node_modules/**'],
          // An embedded database takes seconds to start on a busy 2-core machine; opened and seeded (the
          // 10,000-game catalogue) in a file's beforeAll while Chromium runs the story projects beside it,
          // it passed 60 s in CI. The hook's time is no product budget (pnpm bench measures the platform).
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        ssr: {
          resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
        },
        test: {
          // Crashes and restarts: platform processes killed mid-burst, a database restarted under load.
          // Bounded and local only (127.0.0.1); one file at a time, since each starts its own servers.
          name: 'chaos',
          environment: 'node',
          globals: true,
          include: ['apps/platform/src/**/*.chaos.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'visual',
          globals: true,
          include: ['packages/*/src/**/*.visual.test.tsx'],
          setupFiles: ['scripts/vitest.visual.setup.ts'],
          // A story's play, axe and picture took up to 4.5 s on an idle 2-core machine and failed the browser
          // default of 15 s on a CI machine two and a half times slower. Test time, not a product budget.
          testTimeout: 30_000,
          browser: {
            ...chromiumBrowser({ width: 1280, height: 800 }),
            // One folder of pictures per package, whichever file photographed them: the ui kit's stories
            // are split over several files, and a picture's name already says which story it shows.
            expect: {
              toMatchScreenshot: {
                // The window in which two screenshots in a row must agree (Vitest's default is 5 s): on a slow
                // machine the first pictures of a grid of images could still differ when it closed. A picture
                // that settles still has to match its baseline to the pixel. No longer than the 10 s Vitest
                // gives its close: the window's timer outlives the last screenshot and holds the process.
                timeout: 10_000,
                resolveScreenshotPath: ({
                  arg,
                  browserName,
                  ext,
                  platform,
                  root,
                  screenshotDirectory,
                  testFileDirectory,
                }) =>
                  `${root}/${testFileDirectory}/${screenshotDirectory}/${arg}-${browserName}-${platform}${ext}`,
              },
            },
          },
        },
      },
      {
        extends: true,
        // Tests that need a real browser's parser and events rather than jsdom's (the XSS corpus).
        test: {
          name: 'browser',
          globals: true,
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
          browser: chromiumBrowser({ width: 1280, height: 800 }),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          browser: chromiumBrowser({ width: 1280, height: 800 }),
        },
      },
    ],
  },
});
