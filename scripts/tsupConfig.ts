import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

/**
 * The one build of every published package: ESM, declarations from a lean tsconfig, and the
 * vanilla-extract styles extracted to CSS (gathered into `dist/styles.css` by finish-package-build).
 */
export function packageConfig(entry: Options['entry']) {
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: { compilerOptions: { customConditions: [] } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    esbuildOptions(options) {
      options.conditions = ['source', 'module', 'import'];
      options.jsx = 'automatic';
    },
  });
}
