import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { preloadFonts } from './preloadFonts';
import { preloadLanguage } from './preloadLanguage';

// The first page's texts (the ui kit's, the lobby's, the platform's messages and the portal's own), one
// chunk per language: one request, compressed as one, instead of four.
const siteTexts = /\/(packages\/(ui|lobby|api)|apps\/portal)\/src\/(i18n\/)?messages\/(ar|en)\.ts$/;

const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';

// react-router's package exports only its development build (warnings and checks included); a
// production bundle takes the production build beside it.
const require = createRequire(import.meta.url);
const routerDom = dirname(require.resolve('react-router-dom/package.json'));
const router = dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
const productionRouter = [
  { find: /^react-router$/, replacement: join(router, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(router, 'dist/production/dom-export.mjs') },
];

// The portal builds with Vite 7 (Rollup), the toolchain's other pinned pair: Rolldown 1.2 (Vite 8) emits
// the modules the entry already loads as a dozen extra shared chunks (rolldown#10731), and Rollup with
// terser makes the home route's first load about 6 KB (gzip) smaller. Tests and Storybook keep Vite 8.
export default defineConfig(({ command }) => ({
  plugins: [vanillaExtractPlugin(), react(), preloadFonts(), preloadLanguage()],
  resolve: {
    // The portal consumes the workspace packages from source.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? productionRouter : [],
  },
  // vanilla-extract evaluates the .css.ts files in Vite's ssr environment (its compiler replaces the
  // `ssr` options, so the environment's own options say it): there too the packages come from source, or
  // a style composed from another package's (`surface.card` from `@portal/ui/style`) would name the class
  // of that package's last build, whose CSS is not on the page.
  environments: {
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The platform's calls, and its sandbox pages (the payment provider's, the games').
    proxy: { '/wps': platform, '/sandbox': platform },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // Every browser the portal supports preloads modules itself.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site (19 KB gzip): dozens of per-section files cost more in all
    // (each compressed alone) than the few KB the first page would save.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        manualChunks(id) {
          const language = siteTexts.exec(id)?.[4];
          return language ? `texts-${language}` : undefined;
        },
      },
    },
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
  },
}));
