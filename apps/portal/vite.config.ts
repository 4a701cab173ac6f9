import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { preloadFonts } from './preloadFonts';

const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), preloadFonts()],
  // The portal consumes the workspace packages from source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/wps': platform },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (19 KB gzip): dozens of per-section files cost more in all
    // (each compressed alone) than the few KB the first page would save.
    cssCodeSplit: false,
  },
});
