import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { lastSmsCode, solveSliderWhenShown } from './sessionHelpers';
import { uniqueMobile } from './testData';

// The steps the cashier journeys share: a new player, the announcements out of the way, the header's balance.

const balanceWords = {
  en: { balance: /^Balance/, showBalance: 'Show balance' },
  ar: { balance: /^الرصيد/, showBalance: 'إظهار الرصيد' },
} as const;

/** A new player, registered by mobile number as a visitor does (in English), then shown the portal in `language`. */
export async function newPlayer(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  language: 'ar' | 'en',
) {
  const mobile = uniqueMobile('57', testInfo);
  await page.addInitScript(() => {
    if (!localStorage.getItem('portal.language')) localStorage.setItem('portal.language', 'en');
  });
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog
    .getByRole('textbox', { name: /^Verification code/ })
    .fill(await lastSmsCode(request, `+966${mobile}`));
  await dialog.getByRole('textbox', { name: /^Password/ }).fill('Secret2026');
  await dialog.getByRole('textbox', { name: /^Confirm password/ }).fill('Secret2026');
  await dialog.getByRole('checkbox').check();
  await solveSliderWhenShown(page, request, () =>
    dialog.getByRole('button', { name: 'Create an account' }).click(),
  );
  await page
    .getByRole('dialog', { name: /^Welcome/ })
    .getByRole('button', { name: 'Start playing' })
    .click();
  await page.evaluate((code) => localStorage.setItem('portal.language', code), language);
  return mobile;
}

/** The announcements a member's first visit shows (spec 2.5) may open over any page: close them when they do. */
export function closeAnnouncements(page: Page) {
  return page.addLocatorHandler(page.getByRole('dialog', { name: /^(Announcements|الإعلانات)$/ }), () =>
    page.keyboard.press('Escape'),
  );
}

/** The header's balance, shown (the header starts with it hidden as stars), holds `amount`. */
export async function expectBalance(page: Page, language: 'ar' | 'en', amount: string) {
  const balance = page.getByRole('banner').getByRole('group', { name: balanceWords[language].balance });
  const show = balance.getByRole('button', { name: balanceWords[language].showBalance });
  // The header may still be loading when this starts: show the balance once its button is there.
  await expect(async () => {
    if (await show.isVisible()) await show.click();
    await expect(balance).toContainText(amount, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
