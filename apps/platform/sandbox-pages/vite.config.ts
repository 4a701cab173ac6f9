import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The sandbox pages (game, chat, consent, pay) built like the portal: HTML and TypeScript through Vite, into
 * apps/platform/dist/sandbox-pages, which the platform serves (the pages at their own routes, their
 * files under `/sandbox/pages/`). No inline script anywhere: the CSP allows only the platform's own files.
 */
export default defineConfig({
  root: here('.'),
  base: '/sandbox/pages/',
  // @portal/api from source, as the portal consumes it.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  logLevel: 'warn',
  build: {
    outDir: here('../dist/sandbox-pages'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the portal supports preloads modules itself; the polyfill would be an inline script.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        game: here('game.html'),
        chat: here('chat.html'),
        consent: here('consent.html'),
        pay: here('pay.html'),
      },
    },
  },
});
