import { cashierPaths } from '@portal/api';
import { e2eOperatorToken } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { closeAnnouncements, expectBalance, newPlayer } from './cashierFlows';

const words = {
  en: {
    deposit: 'Deposit',
    amount: /^Amount/,
    bank: /Bank transfer/,
    payOnline: 'Continue to payment',
    bankDetails: 'Get transfer details',
    approved: 'Approved',
    rejected: 'Rejected',
    ewalletDeposit: 'E-wallet deposit',
    history: 'Recent deposits',
    referenceCode: 'Reference code',
    pay: /^Pay /,
    decline: 'Decline',
    newDeposit: 'Make another deposit',
  },
  ar: {
    deposit: 'إيداع',
    amount: /^المبلغ/,
    bank: /تحويل بنكي/,
    payOnline: 'المتابعة إلى الدفع',
    bankDetails: 'عرض بيانات التحويل',
    approved: 'مقبول',
    rejected: 'مرفوض',
    ewalletDeposit: 'إيداع عبر محفظة إلكترونية',
    history: 'أحدث الإيداعات',
    referenceCode: 'الرمز المرجعي',
    pay: /^ادفع /,
    decline: 'رفض',
    newDeposit: 'إيداع جديد',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  test(`a new player deposits through the provider's page and by bank transfer, and sees every status (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    // Registration (an SMS, the slider), two deposits and an operator's approval, with axe on three pages.
    test.setTimeout(120_000);
    const w = words[language];
    await closeAnnouncements(page);
    await newPlayer(page, request, testInfo, language);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: w.deposit, exact: true }).click();
    await expect(page).toHaveURL(/\/member\/deposit$/);
    await expect(page.getByRole('heading', { level: 1, name: w.deposit })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: language === 'en' ? 'Member centre' : 'مركز الأعضاء' })
        .getByRole('link', { name: w.deposit }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // An e-wallet deposit: the provider's hosted page, paid there, back with the outcome.
    await page.getByRole('textbox', { name: w.amount }).fill('150');
    await page.getByRole('button', { name: w.payOnline }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\?intent=pi_/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The page draws itself from its call; its HTML already says Arabic before it has: axe once drawn.
    await expect(page.getByRole('button', { name: w.pay })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page).toHaveURL(/\/member\/deposit\?deposit=D[A-Z2-9]{15}$/);
    await expect(page.getByRole('status').filter({ hasText: '150.00' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: w.ewalletDeposit }).getByText(w.approved, { exact: true }),
    ).toBeVisible();
    await expectBalance(page, language, '150.00');

    // A bank transfer: its reference code, then the operator finds the transfer and approves it.
    await page.getByRole('button', { name: w.newDeposit }).click();
    await page.getByRole('radio', { name: w.bank }).check();
    await page.getByRole('textbox', { name: w.amount }).fill('200');
    await page.getByRole('button', { name: w.bankDetails }).click();
    await expect(page.getByText(w.referenceCode, { exact: true })).toBeVisible();
    const reference = new URL(page.url()).searchParams.get('deposit') as string;
    expect(reference).toMatch(/^D[A-Z2-9]{15}$/);
    await expectNoAxeViolations(page);
    const approval = await request.put(cashierPaths.operatorDeposit, {
      headers: { authorization: `Bearer ${e2eOperatorToken}` },
      data: { reference, outcome: 'approved' },
    });
    expect(approval.status(), await approval.text()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: '200.00' })).toContainText(
      language === 'en' ? 'has been added' : 'أُضيف',
    );
    await expectBalance(page, language, '350.00');
    const history = page.getByRole('table', { name: w.history });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByText(w.approved, { exact: true })).toHaveCount(2);
  });
}

test('a declined payment credits nothing, and the same page cannot be paid afterwards', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const w = words.en;
  await closeAnnouncements(page);
  await newPlayer(page, request, testInfo, 'en');
  await page.goto('/member/deposit');
  await page.getByRole('textbox', { name: w.amount }).fill('40');
  await page.getByRole('button', { name: w.payOnline }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\?intent=pi_/);
  const hostedPage = page.url();
  await page.getByRole('button', { name: w.decline }).click();
  await expect(page).toHaveURL(/\/member\/deposit\?deposit=/);
  await expect(page.getByRole('status').filter({ hasText: 'declined' })).toBeVisible();
  await expectBalance(page, 'en', '0.00');
  await page.goto(hostedPage);
  await expect(page.getByText('This payment is closed')).toBeVisible();
});
