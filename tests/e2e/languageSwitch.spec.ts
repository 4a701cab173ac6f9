import { expect, openInLanguage, test } from './fixtures';

const languages = {
  ar: { dir: 'rtl', title: 'مرحبًا بك في رويال بورتال', menu: 'القائمة الرئيسية' },
  en: { dir: 'ltr', title: 'Welcome to Royal Portal', menu: 'Main menu' },
} as const;
type Language = keyof typeof languages;

/** How many times the journey turns the page over: enough to meet a switch that lands mid-render. */
const switches = 200;

// A language change while a part of the page waited for its texts replayed that render without its `use`
// call, and React logged errors #467 and #520. The fixture fails the test on any console or page error.
test(`the language select turns the home page between Arabic and English ${switches} times with no error`, async ({
  page,
  consoleErrors,
}) => {
  // About a second a turn on a busy two-core machine.
  test.setTimeout(600_000);
  await openInLanguage(page, 'ar');
  // The select's own name is translated too.
  const select = page.getByRole('banner').getByRole('combobox', { name: /^(Language|اللغة)$/ });
  await expect(page.getByRole('heading', { level: 1, name: languages.ar.title })).toBeVisible();
  let current: Language = 'ar';
  for (let turn = 0; turn < switches; turn += 1) {
    const next: Language = current === 'ar' ? 'en' : 'ar';
    // The first turns come while the home's later sections and their texts are still loading.
    await select.selectOption(next);
    // One look in the page per turn: `<html lang dir>`, the portal's own heading and the kit's menu (read
    // through its catalogue hook) have all turned over.
    await page.waitForFunction(
      ({ lang, dir, title, menu }) =>
        document.documentElement.lang === lang &&
        document.documentElement.dir === dir &&
        document.querySelector('h1')?.textContent === title &&
        document.querySelector(`nav[aria-label="${menu}"]`) !== null,
      { lang: next, ...languages[next] },
    );
    current = next;
  }
  await expect(page.getByRole('navigation', { name: languages[current].menu })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
