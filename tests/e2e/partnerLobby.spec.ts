import type { Page } from '@playwright/test';
import { partnerLobbyOrigin } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Oasis Play (examples/partner-lobby): a partner's own React app, without a router, that embeds <Lobby>
// from the packed packages, with its own brand, talking to the platform across origins.

const texts = {
  ar: {
    dir: 'rtl',
    categories: 'فئات الألعاب',
    home: 'الرئيسية',
    hot: 'الأكثر رواجًا',
    slots: 'السلوتس',
    vendors: 'المزودون',
    playNow: 'العب الآن',
    notice: 'سجّل الدخول في Oasis Play',
    ok: 'حسنًا',
    otherLanguage: 'English',
  },
  en: {
    dir: 'ltr',
    categories: 'Game categories',
    home: 'Home',
    hot: 'Hot',
    slots: 'Slots',
    vendors: 'Vendors',
    playNow: 'PLAY NOW',
    notice: 'Log in on Oasis Play',
    ok: 'Got it',
    otherLanguage: 'العربية',
  },
} as const;

/** Oasis Play's tokens (examples/partner-lobby/src/oasisTokens.ts: color.brandAccent, color.text). */
const oasisTokens = { color: { brandAccent: '#0f766e', text: '#10302e' } };

/** `#0f766e` -> `rgb(15, 118, 110)`, as getComputedStyle reports a colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Opens Oasis Play in a language, as a returning visitor who chose it (a later toggle stays). */
async function openOasis(page: Page, language: 'ar' | 'en') {
  await page.addInitScript((code) => {
    if (!localStorage.getItem('oasis.language')) localStorage.setItem('oasis.language', code);
  }, language);
  await page.goto(partnerLobbyOrigin);
}

/** A mark on the window: it survives only as long as the page is not loaded again. */
const setMarker = (page: Page) =>
  page.evaluate(() => ((window as unknown as { oasisMarker?: string }).oasisMarker = 'kept'));
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { oasisMarker?: string }).oasisMarker);

for (const language of ['ar', 'en'] as const) {
  const t = texts[language];

  test(
    `Oasis Play embeds the lobby with its brand, in place (${language})`,
    { tag: '@layout' },
    async ({ page }) => {
      await openOasis(page, language);
      await expect(page).toHaveTitle('Oasis Play');
      await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Oasis Play', exact: true }),
      ).toBeVisible();

      // The lobby takes the partner's colours from its tokens (run-time theme, no rebuild).
      const categories = page.getByRole('navigation', { name: t.categories });
      const current = categories.getByRole('link', { name: t.home });
      await expect(current).toHaveAttribute('aria-current', 'page');
      const underline = await current.evaluate((link) => getComputedStyle(link, '::after').backgroundColor);
      expect(underline).toBe(rgb(oasisTokens.color.brandAccent));
      const lobby = page.locator('[data-slot="lobby"]');
      expect(await lobby.evaluate((node) => getComputedStyle(node).color)).toBe(rgb(oasisTokens.color.text));

      // Home sections load games from the platform, with their art from the platform too.
      const home = page.locator('[data-slot="lobby-home"]');
      await expect(home.getByRole('heading', { name: t.hot, exact: true })).toBeVisible();
      const firstCard = home.locator('[data-slot="game-card"]').first();
      await expect(firstCard).toBeVisible();
      await expect
        .poll(() => firstCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      // A category of the lobby's menu changes the view in place: no page load, the same path.
      await setMarker(page);
      const path = new URL(page.url()).pathname;
      await categories.getByRole('link', { name: t.slots }).click();
      await expect(categories.getByRole('link', { name: t.slots })).toHaveAttribute('aria-current', 'page');
      const browser = page.locator('[data-slot="lobby-browser"]');
      await expect(browser.locator('[data-slot="game-card"]').first()).toBeVisible();
      expect(await marker(page)).toBe('kept');
      expect(new URL(page.url()).pathname).toBe(path);

      // The vendor filter: choosing a vendor leaves only its games in the grid.
      const vendorMenu = page.getByRole('navigation', { name: t.vendors });
      const vendor = vendorMenu
        .locator('[data-slot="vendor-menu-item"]:not([data-state="maintenance"])')
        .nth(1);
      const vendorName = (await vendor.locator('[dir="auto"]').innerText()).trim();
      await vendor.click();
      await expect(vendor).toHaveAttribute('aria-current', 'true');
      await expect
        .poll(() =>
          browser
            .locator('[data-slot="game-card"] p')
            .evaluateAll((names) => [...new Set(names.map((name) => name.textContent?.trim()))]),
        )
        .toEqual([vendorName]);
      await expectNoAxeViolations(page);

      // PLAY NOW as a visitor: the partner's own login notice, still without a page load.
      const card = browser.locator('[data-slot="game-card"]').first();
      await card.hover();
      await card.getByRole('button', { name: t.playNow }).click();
      const notice = page.getByRole('dialog', { name: t.notice });
      await expect(notice).toBeVisible();
      await expectNoAxeViolations(page);
      await notice.getByRole('button', { name: t.ok }).click();
      await expect(notice).toBeHidden();
      expect(await marker(page)).toBe('kept');
      expect(new URL(page.url()).pathname).toBe(path);
    },
  );

  test(`Oasis Play switches language in place (${language})`, async ({ page }) => {
    const other = language === 'ar' ? 'en' : 'ar';
    await openOasis(page, language);
    const home = page.locator('[data-slot="lobby-home"]');
    await expect(home.locator('[data-slot="game-card"]').first()).toBeVisible();
    await setMarker(page);
    await page.getByRole('button', { name: t.otherLanguage }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('html')).toHaveAttribute('dir', texts[other].dir);
    await expect(page.getByRole('navigation', { name: texts[other].categories })).toBeVisible();
    await expect(home.getByRole('heading', { name: texts[other].hot, exact: true })).toBeVisible();
    expect(await marker(page)).toBe('kept');
  });
}
