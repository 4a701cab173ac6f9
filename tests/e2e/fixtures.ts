import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const tolerated = new WeakMap<string[], RegExp[]>();

/** Every page test fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{
  consoleErrors: string[];
  tolerateConsole: (pattern: RegExp) => void;
  announcements: 'closed' | 'shown';
  closeAnnouncements: void;
}>({
  /**
   * The announcement popup shows once per session per audience; tests of other flows start as a
   * session that has closed both ('shown' lets a test meet it).
   */
  announcements: ['closed', { option: true }],
  closeAnnouncements: [
    async ({ page, announcements }, use) => {
      if (announcements === 'closed') {
        await page.addInitScript(() => {
          sessionStorage.setItem('announcement.visitor', 'closed');
          sessionStorage.setItem('announcement.member', 'closed');
        });
      }
      await use();
    },
    { auto: true },
  ],
  /** A test that breaks something on purpose (an aborted chunk) names the console errors it expects. */
  tolerateConsole: async ({ consoleErrors }, provide) => {
    await provide((pattern) => {
      tolerated.set(consoleErrors, [...(tolerated.get(consoleErrors) ?? []), pattern]);
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The platform answers an expected refusal (a wrong password, "too fast") with a truthful 4xx,
        // which the browser logs as a failed load: that is the API's contract, not a page error.
        const refusal =
          /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
          new URL(message.location().url || 'about:blank', 'http://x').pathname.startsWith('/wps/');
        if (!refusal) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const expected = tolerated.get(errors) ?? [];
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, unexpected.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe on the whole page, WCAG 2.1 AA and best practices; any violation fails with its targets. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are read as they are drawn: a tab or button still fading to its pressed colours fails the
  // contrast check. Wait for the transitions that end (spinners and tickers never do) in every frame.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const report = results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}

/** Starts a page in a language as a returning visitor would have chosen it (later choices stay). */
export async function openInLanguage(page: Page, language: 'ar' | 'en', path = '/'): Promise<void> {
  await page.addInitScript((code) => {
    if (!localStorage.getItem('portal.language')) localStorage.setItem('portal.language', code);
  }, language);
  await page.goto(path);
}
