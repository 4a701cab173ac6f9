import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // vanilla-extract evaluates the .css.ts files in Vite's ssr environment: packages from source there too
      // (see apps/portal/vite.config.ts).
      environments: {
        ssr: {
          resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
        },
      },
    });
  },
};

export default config;
