import { paths, resetPasswordPage } from '@portal/api';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { lastSmsCode, solveSliderWhenShown } from './sessionHelpers';

test('forgot password by e-mail: the link sets a new password, then the member logs in with it', async ({
  page,
  request,
}, testInfo) => {
  // Each viewport recovers its own agent, so parallel runs never share a password.
  const username = testInfo.project.name.endsWith('1920') ? 'agent42' : 'agent41';
  await page.addInitScript(() => localStorage.setItem('portal.language', 'en'));
  await page.goto('/forget');
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'E-mail' }).click();
  await forgot.getByRole('textbox', { name: /^Username/ }).fill(username);
  await forgot.getByRole('textbox', { name: /^E-mail/ }).fill(`${username}@portal.example`);
  await expectNoAxeViolations(page);
  await forgot.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText(/^If the username and e-mail match an account, we have sent a link/),
  ).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const answer = await request.get(
        `${paths.sandboxOutbox}?channel=email&recipient=${encodeURIComponent(`${username}@portal.example`)}`,
      );
      const [mail] = (await answer.json()).value as Array<{ body: string }>;
      link =
        new RegExp(`https?://\\S+${resetPasswordPage}#[A-Za-z0-9_-]{43}`).exec(mail?.body ?? '')?.[0] ?? '';
      return link;
    })
    .toBeTruthy();

  // The link opens this portal's page; the token leaves the address bar once read.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${resetPasswordPage}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^New password/ }).fill('Renewed2026');
  await page.getByRole('textbox', { name: /^Confirm new password/ }).fill('Renewed2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password has been changed. Log in with your new password.'),
  ).toBeVisible();

  await page.goto('/');
  await solveSliderWhenShown(page, request, () =>
    page.getByRole('button', { name: 'Log in' }).first().click(),
  );
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByRole('textbox', { name: /^Password/ }).fill('Renewed2026');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
});

test('forgot password by phone: the SMS code sets a new one, then the slider logs the member in at home', async ({
  page,
  request,
}, testInfo) => {
  // Each viewport resets its own member (one SMS per number per minute).
  const [username, mobile] = testInfo.project.name.endsWith('1920')
    ? ['agent42player2', '502004202']
    : ['agent42player1', '502004201'];
  await page.addInitScript(() => localStorage.setItem('portal.language', 'ar'));
  await page.goto('/forget');
  const forgot = page.getByRole('dialog', { name: 'نسيت كلمة المرور' });
  await forgot.getByRole('textbox', { name: 'رقم الجوال' }).fill(mobile);
  await forgot.getByRole('button', { name: 'إرسال الرمز' }).click();
  const code = await lastSmsCode(request, `+966${mobile}`);
  await forgot.getByRole('textbox', { name: /^رمز التحقق/ }).fill(code);
  await forgot.getByRole('textbox', { name: /^كلمة المرور الجديدة/ }).fill('ByPhone2026');
  await expectNoAxeViolations(page);
  await solveSliderWhenShown(page, request, () =>
    forgot.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click(),
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
