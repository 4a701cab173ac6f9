import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
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
  },
});
