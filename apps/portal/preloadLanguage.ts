import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const entry = fileURLToPath(new URL('./src/preloadLanguage.ts', import.meta.url));

/**
 * Builds `src/preloadLanguage.ts` as an entry of its own and loads it before the app's script: it starts
 * the page's language texts while the app is still downloading, instead of after it has run.
 */
export function preloadLanguage(): Plugin {
  return {
    name: 'portal-preload-language',
    apply: 'build',
    config: () => ({ build: { rollupOptions: { input: { index: 'index.html', preloadLanguage: entry } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {});
        const script = chunks.find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === entry);
        if (!script || script.type !== 'chunk') throw new Error('preloadLanguage: its chunk is missing.');
        return [
          // The app's own entry usually preloads these already.
          ...script.imports
            .filter((file) => !html.includes(`/${file}`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
              injectTo: 'head-prepend' as const,
            })),
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: '', src: `/${script.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}
