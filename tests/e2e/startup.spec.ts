import type { Page } from '@playwright/test';
import { paths } from '@portal/api';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { switchedPlatforms } from '../playwright.config';

const inLanguage = (page: Page, language: 'ar' | 'en') =>
  page.addInitScript((code) => localStorage.setItem('portal.language', code), language);

for (const language of ['ar', 'en'] as const) {
  const words =
    language === 'en'
      ? {
          maintenance: 'We are improving the site',
          blocked: 'Not available in your region',
          ip: /Your IP address: 127\.0\.0\.1/,
          service: 'Customer service',
        }
      : {
          maintenance: 'نعمل على تحسين الموقع',
          blocked: 'غير متاح في منطقتك',
          ip: /127\.0\.0\.1/,
          service: 'خدمة العملاء',
        };

  test(
    `status 1 shows the maintenance screen with customer service (${language})`,
    { tag: '@layout' },
    async ({ page }) => {
      await inLanguage(page, language);
      await page.goto(`${switchedPlatforms.maintenance}/`);
      await expect(page.getByRole('heading', { level: 1, name: words.maintenance })).toBeVisible();
      await expect(page.getByRole('button', { name: words.service })).toBeVisible();
      // Nothing of the site behind it.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );

  test(
    `status 2 shows the region-blocked screen with the visitor's IP (${language})`,
    { tag: '@layout' },
    async ({ page }) => {
      await inLanguage(page, language);
      await page.goto(`${switchedPlatforms.regionRestricted}/help`);
      await expect(page.getByRole('heading', { level: 1, name: words.blocked })).toBeVisible();
      await expect(page.getByText(words.ip)).toBeVisible();
      await expect(page.getByRole('button', { name: words.service })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
}

test('an unreachable platform says so and the retry recovers', async ({ page, tolerateConsole }) => {
  tolerateConsole(/^Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  await inLanguage(page, 'en');
  let down = true;
  await page.route(`**${paths.systemStatus}`, (route) =>
    down ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.goto('/');
  await expect(page.getByText('Network link is abnormal, please try again')).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Royal Portal' })).toBeVisible();
});

test('a section whose chunk fails shows the chunk-load error, and Retry loads it', async ({
  page,
  tolerateConsole,
}) => {
  tolerateConsole(/^Failed to load resource: net::ERR_FAILED/);
  // React reports the error its boundary caught; the boundary turns it into the page's message.
  tolerateConsole(/ChunkLoadError: A section of the portal did not load/);
  await inLanguage(page, 'en');
  let failing = true;
  await page.route('**/assets/HelpPage-*.js', (route) =>
    failing ? route.abort('failed') : route.fallback(),
  );
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByText('Network link is abnormal, please try again')).toBeVisible();
  await expectNoAxeViolations(page);
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
});
