import { composeStories, type Meta } from '@storybook/react-vite';
import axe from 'axe-core';
import { clearAllMocks } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../.storybook/preview';

type StoryModule = { default: Meta } & Record<string, unknown>;
/** The parts of a composed story this runner uses. */
interface ComposedStory {
  parameters: Record<string, unknown>;
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

const brands = ['portal', 'partner'] as const;
const locales = ['ar', 'en'] as const;
type Brand = (typeof brands)[number];
type Locale = (typeof locales)[number];

/**
 * Where axe runs. What it finds depends on the brand (colour contrast) and on the language (texts, labels,
 * accessible names), not on the direction the language sets: a mirrored layout has the same roles, names
 * and colours. So of a story's four runs, axe checks the two that between them cover both brands and both
 * languages, (portal, ar) and (partner, en), rather than repeating each finding in its mirror image. A
 * story run in the portal brand only (a whole screen, or `matrix: 'directions'`) is checked in both
 * languages.
 */
const axeRunsIn = (brand: Brand, locale: Locale, oneBrand: boolean) =>
  oneBrand || (brand === 'portal' && locale === 'ar') || (brand === 'partner' && locale === 'en');

/**
 * Visual parameters a story may set: `visual: false` (a story about behaviour: its play and axe run, with
 * no picture), `visual: { fullPage: true }`, and
 * `allowedMismatchedPixels` for a story whose text Chromium anti-aliases one of two ways from run to run
 * (say why beside it; every other story matches to the pixel).
 */
interface VisualParameters {
  fullPage?: boolean;
  allowedMismatchedPixels?: number;
}

/**
 * Beside `visual`, a story may set `matrix: 'directions'`: run it in both directions in the portal brand
 * only. For a behaviour story (a play that walks the keyboard, returns the focus, types a form) whose last
 * picture shows nothing of the brand that the component's other stories do not already picture in both
 * brands; never for the only story of a state. Its play and axe run in both directions and languages.
 */
type StoryMatrix = 'directions';

const slug = (text: string) =>
  text
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * For every story of the given modules, in both brands and both directions (a whole screen and a
 * `matrix: 'directions'` story in the portal brand only): run it (play included), check it with axe
 * (colour contrast included, which jsdom cannot do; in two of the four runs, see `axeRunsIn`), and compare
 * it with its committed baseline. A changed pixel fails; `vitest -u` writes new baselines on purpose. This
 * is the suite's run of the stories: Storybook's own test project (`pnpm test:stories`) runs each once more.
 */
export function visualTestStories(modules: Record<string, unknown>): void {
  for (const [path, mod] of Object.entries(modules)) {
    const storyModule = mod as StoryModule;
    const title = storyModule.default.title ?? path;
    const screen = (storyModule.default.parameters as { screen?: boolean } | undefined)?.screen === true;
    describe(title, () => {
      for (const brand of brands) {
        for (const locale of locales) {
          const stories = composeStories(storyModule, {
            ...previewAnnotations.default,
            initialGlobals: { ...previewAnnotations.default.initialGlobals, brand, locale },
          });
          for (const [name, Story] of Object.entries(stories) as Array<[string, ComposedStory]>) {
            const visual = Story.parameters.visual as VisualParameters | false | undefined;
            // A whole screen (its meta sets `parameters: { screen: true }`) runs in the portal's brand only, in
            // both directions: its parts are kit components, each pictured in both brands on its own, and a
            // second brand of a whole screen only repeated them at the suite's greatest cost. So does a
            // `matrix: 'directions'` story.
            const oneBrand = screen || (Story.parameters.matrix as StoryMatrix | undefined) === 'directions';
            if (oneBrand && brand !== 'portal') continue;
            const withAxe = axeRunsIn(brand, locale, oneBrand);
            test(`${name} ${brand} ${locale}`, async () => {
              // Story args' spies (`fn()`) are shared by the four brand/direction runs of a story.
              clearAllMocks();
              document.body.innerHTML = '';
              const canvas = document.createElement('div');
              canvas.dataset.testid = 'visual-canvas';
              document.body.append(canvas);
              await Story.run({ canvasElement: canvas });
              await document.fonts.ready;
              // A play that ends by moving the pointer away or blurring leaves transitions running; the
              // picture is of where they end (spinners and tickers never end, and are not waited for).
              await Promise.all(
                document
                  .getAnimations()
                  .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
                  .map((animation) => animation.finished.catch(() => undefined)),
              );
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

              if (withAxe) {
                const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
                const report = results.violations.map(
                  (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
                );
                expect(report, report.join('\n')).toEqual([]);
              }
              if (visual === false) return;

              const target = visual && visual.fullPage ? document.body : canvas;
              await expect.element(page.elementLocator(target)).toMatchScreenshot(
                `${slug(title)}--${slug(name)}--${brand}-${locale}`,
                visual && visual.allowedMismatchedPixels
                  ? {
                      comparatorName: 'pixelmatch',
                      comparatorOptions: { allowedMismatchedPixels: visual.allowedMismatchedPixels },
                    }
                  : undefined,
              );
            });
          }
        }
      }
    });
  }
}
