import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: the kit's packages arrive built (ESM + one stylesheet each), so no
// vanilla-extract plugin is needed here. VITE_PLATFORM_ORIGIN is read at build time (src/config.ts).
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
