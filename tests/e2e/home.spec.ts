import { expect, expectNoAxeViolations, openInLanguage, test } from './fixtures';

const cases = [
  { language: 'ar', dir: 'rtl', title: 'مرحبًا بك في رويال بورتال', login: 'تسجيل الدخول' },
  { language: 'en', dir: 'ltr', title: 'Welcome to Royal Portal', login: 'Log in' },
] as const;

for (const { language, dir, title, login } of cases) {
  test(
    `home renders in ${language} (${dir}) with no axe violations`,
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      await openInLanguage(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The platform answered the start-up calls: the app (not a status screen) is shown to a visitor.
      await expect(page.getByRole('button', { name: login }).first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: testInfo.outputPath(`home-${language}.png`) });
      await expectNoAxeViolations(page);
    },
  );
}

test('defaults to Arabic for a first visit', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في رويال بورتال');
});

test('switching language updates the page, <html lang dir> and local storage', async ({ page }) => {
  await openInLanguage(page, 'ar');
  await page.getByLabel('اللغة').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Royal Portal');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe('en');

  await page.getByLabel('Language').selectOption('fa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Persian has no catalogue yet: the texts fall back to English.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Royal Portal');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
});

test('deep links answer with the portal shell', async ({ page }) => {
  const response = await page.goto('/help');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the built portal carries every package's styles (header, side menu, buttons)", async ({ page }) => {
  await openInLanguage(page, 'en');
  const header = page.getByRole('banner');
  const register = header.getByRole('button', { name: 'Register' });
  await expect(register).toBeVisible();
  // Unstyled, the header is transparent and a button has the browser's square grey face.
  const styles = await register.evaluate((button) => {
    const bar = getComputedStyle(button.closest('header') as HTMLElement);
    const own = getComputedStyle(button);
    return { header: bar.backgroundColor, radius: own.borderTopLeftRadius, font: own.fontFamily };
  });
  expect(styles.header).not.toBe('rgba(0, 0, 0, 0)');
  expect(styles.radius).not.toBe('0px');
  expect(styles.font).toContain('Inter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  expect(await menu.evaluate((nav) => getComputedStyle(nav).display)).toBe('flex');
});
