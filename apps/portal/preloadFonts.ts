import type { Plugin } from 'vite';

/** The font files every first page needs: Arabic (the default language) and Latin. */
const firstFonts = [
  /noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/,
  /inter-latin-wght-normal-[\w-]+\.woff2$/,
];

/**
 * Preloads the two fonts of the first paint, so text is drawn once in its own font rather than swapped
 * from a fallback a moment later (which moves the page: layout shift).
 */
export function preloadFonts(): Plugin {
  return {
    name: 'portal-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) =>
          firstFonts.some((pattern) => pattern.test(file)),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}
