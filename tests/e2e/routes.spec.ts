import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@portal/api';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { handoverAddress } from './sessionHelpers';

const inLanguage = (page: Page, language: 'ar' | 'en') =>
  page.addInitScript((code) => localStorage.setItem('portal.language', code), language);

/** A trial account's session, made the way the free demo makes it (handed to the portal by a code). */
async function trialToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(paths.freeplayLogin, {
    data: { os: 'Linux', platform: 'W', value: '', gatewayVersion: 3 },
  });
  return (await answer.json()).value.token as string;
}

/** Every path of spec 2.1 that needs a session. */
const guarded = [
  '/favorite',
  '/recent',
  '/lottery',
  '/lottert',
  '/seaLottery',
  '/sealottery',
  '/vnLottery',
  '/vnlottery',
  '/member',
  '/member/rebate',
  '/pointMall',
];

test('every route that needs a session sends a visitor to the login', async ({ page }) => {
  await inLanguage(page, 'en');
  for (const path of guarded) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Log in' }), path).toBeVisible();
  }
});

for (const language of ['ar', 'en'] as const) {
  test(
    `the lobby paths set their category and vendor (${language})`,
    { tag: '@layout' },
    async ({ page }) => {
      await inLanguage(page, language);
      const en = language === 'en';
      await page.goto('/rng?vassalage=PG');
      // The heading isolates the Latin vendor code in either direction.
      const slots = en ? 'Slots' : 'السلوتس';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`^${slots}: \u2068?PG\u2069?$`),
      );
      const menu = page.getByRole('navigation', { name: en ? 'Main menu' : 'القائمة الرئيسية' });
      await expect(menu.getByRole('link', { name: slots })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
      for (const path of ['/live', '/fish', '/sports', '/esports', '/pvp', '/lott', '/elott', '/cockfight']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(menu.locator('[aria-current="page"]'), path).toHaveCount(1);
      }
      for (const path of ['/index', '/index.html', '/home']) {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/$/);
      }
    },
  );
}

test(
  'game pages hide the side menu, and /seamless the footer too; the spellings are two routes',
  { tag: '@layout' },
  async ({ page, request }) => {
    await inLanguage(page, 'en');
    await page.goto(await handoverAddress(request, await trialToken(request)));
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const footer = page.getByRole('contentinfo');
    for (const path of ['/sealottery', '/vnlottery', '/lottert']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(menu, path).toHaveCount(0);
      await expect(footer, path).toBeVisible();
    }
    await page.goto('/seaLottery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeVisible();
    await page.goto('/seamless');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test('the registration route carries the referral code into the modal', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.goto('/register?referralCode=FRIEND42');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The terms link closes the modal and opens the terms in the help centre.
  await dialog.getByRole('button', { name: /terms/i }).first().click();
  await expect(page).toHaveURL(/\/help#term$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
});
