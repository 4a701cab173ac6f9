import { defineConfig } from 'tsup';

// One file to run with node: workspace packages are bundled from source, npm dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@portal\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
