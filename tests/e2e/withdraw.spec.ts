import { cashierPaths, paths } from '@portal/api';
import type { Locator } from '@playwright/test';
import { e2eOperatorToken } from '../playwright.config';
import { closeAnnouncements, expectBalance, newPlayer } from './cashierFlows';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { smsCodeSentBy } from './sessionHelpers';

const words = {
  en: {
    withdraw: 'Withdraw',
    amount: /^Amount/,
    payOnline: 'Continue to payment',
    pay: /^Pay /,
    loginPassword: /^Login password/,
    paymentPassword: /^Payment password/,
    confirmPaymentPassword: /^Confirm payment password/,
    setPaymentPassword: 'Set payment password',
    bankName: /^Bank name/,
    holder: /^Account holder/,
    number: /^Account or card number/,
    sendCode: 'Send code',
    code: /^Verification code/,
    addAccount: 'Add account',
    overBalance: 'The amount is more than your balance',
    requested: 'Withdrawal requested',
    reference: 'Reference',
    history: 'Recent withdrawals',
    paid: 'Paid',
    received: 'I received it',
    receivedDone: 'Received',
    messagesNav: 'Platform messages',
    withdrawalPaid: /^Withdrawal paid/,
    readAll: 'Mark all as read',
    allRead: 'You have read all your messages',
    unread: /^Unread messages: (\d+)$/,
    playNow: 'PLAY NOW',
    spin: 'Spin',
    bettingRecord: 'Betting record',
    accountRecord: 'Account record',
    totals: 'Totals for the period',
    rounds: /^Rounds/,
    net: /^Net result/,
    netChange: /^Net change/,
    type: 'Type',
    game: 'Game',
    depositKind: 'Deposit',
    heldKind: 'Withdrawal held',
  },
  ar: {
    withdraw: 'سحب',
    amount: /^المبلغ/,
    payOnline: 'المتابعة إلى الدفع',
    pay: /^ادفع /,
    loginPassword: /^كلمة مرور الدخول/,
    paymentPassword: /^كلمة مرور الدفع/,
    confirmPaymentPassword: /^تأكيد كلمة مرور الدفع/,
    setPaymentPassword: 'تعيين كلمة مرور الدفع',
    bankName: /^اسم البنك/,
    holder: /^اسم صاحب الحساب/,
    number: /^رقم الحساب أو البطاقة/,
    sendCode: 'إرسال الرمز',
    code: /^رمز التحقق/,
    addAccount: 'إضافة الحساب',
    overBalance: 'المبلغ أكبر من رصيدك',
    requested: 'تم تقديم طلب السحب',
    reference: 'المرجع',
    history: 'عمليات السحب الأخيرة',
    paid: 'مدفوع',
    received: 'استلمته',
    receivedDone: 'تم الاستلام',
    messagesNav: 'رسائل المنصة',
    withdrawalPaid: /^تم دفع مبلغ السحب/,
    readAll: 'تعليم الكل كمقروء',
    allRead: 'لقد قرأت جميع رسائلك',
    unread: /^الرسائل غير المقروءة: (\d+)$/,
    playNow: 'العب الآن',
    spin: 'دوران',
    bettingRecord: 'سجل الرهانات',
    accountRecord: 'سجل الحساب',
    totals: 'إجماليات الفترة',
    rounds: /^الجولات/,
    net: /^صافي النتيجة/,
    netChange: /^صافي التغيّر/,
    type: 'النوع',
    game: 'لعب',
    depositKind: 'إيداع',
    heldKind: 'حجز مبلغ السحب',
  },
} as const;

/** A record's total named `name` (its figure's text: "+12.50 USD"). */
async function figure(totals: Locator, name: RegExp): Promise<string> {
  const item = totals
    .locator('div')
    .filter({ has: totals.page().getByRole('term').filter({ hasText: name }) });
  await expect(item.getByRole('definition')).toHaveText(/\d/);
  return ((await item.getByRole('definition').textContent()) ?? '').trim();
}

for (const language of ['ar', 'en'] as const) {
  test(`a new player sets a payment password, binds an account, withdraws, is paid and confirms it (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    // Registration, a deposit on the provider's page, the two set-up steps (one SMS), a withdrawal and
    // its payout, three rounds and the records: axe on each step.
    test.setTimeout(180_000);
    const w = words[language];
    await closeAnnouncements(page);
    const mobile = await newPlayer(page, request, testInfo, language);
    await page.goto('/member/deposit');
    await page.getByRole('textbox', { name: w.amount }).fill('300');
    await page.getByRole('button', { name: w.payOnline }).click();
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page).toHaveURL(/\/member\/deposit\?deposit=/);
    await expectBalance(page, language, '300.00');

    await page.getByRole('banner').getByRole('button', { name: w.withdraw, exact: true }).click();
    await expect(page).toHaveURL(/\/member\/withdraw$/);
    await expectNoAxeViolations(page);
    await page.getByLabel(w.loginPassword).fill('Secret2026');
    await page.getByLabel(w.paymentPassword).fill('246810');
    await page.getByLabel(w.confirmPaymentPassword).fill('246810');
    await page.getByRole('button', { name: w.setPaymentPassword }).click();

    // The code goes to the number the player registered with: no number is asked again.
    await page.getByLabel(w.bankName).fill('Al Rajhi Bank');
    await expectNoAxeViolations(page);
    await page.getByLabel(w.holder).fill('Layla Haddad');
    await page.getByLabel(w.number).fill('4000 1234 5678 9010');
    const code = await smsCodeSentBy(request, `+966${mobile}`, () =>
      page.getByRole('button', { name: w.sendCode }).click(),
    );
    await page.getByLabel(w.code).fill(code);
    await page.getByRole('button', { name: w.addAccount }).click();

    // Beyond the balance: the translated rule, and nothing moves.
    await page.getByRole('textbox', { name: w.amount }).fill('5000');
    await page.getByLabel(w.paymentPassword).fill('246810');
    await page.getByRole('button', { name: w.withdraw, exact: true }).last().click();
    await expect(page.getByText(w.overBalance)).toBeVisible();
    await expectBalance(page, language, '300.00');
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: w.amount }).fill('120');
    await page.getByRole('button', { name: w.withdraw, exact: true }).last().click();
    const requested = page.getByRole('region', { name: w.requested });
    await expect(requested).toBeVisible();
    // Held at once: the balance drops before any payout.
    await expectBalance(page, language, '180.00');
    const reference = (await requested.getByText(/^W[A-Z2-9]{15}$/).textContent()) as string;
    await expectNoAxeViolations(page);

    const payout = await request.put(cashierPaths.operatorWithdrawal, {
      headers: { authorization: `Bearer ${e2eOperatorToken}` },
      data: { reference, outcome: 'paid' },
    });
    expect(payout.status(), await payout.text()).toBe(200);
    const history = page.getByRole('table', { name: w.history });
    await expect(history.getByText(w.paid, { exact: true })).toBeVisible({ timeout: 15_000 });
    await history.getByRole('button', { name: w.received }).click();
    await expect(history.getByText(w.receivedDone, { exact: true })).toBeVisible();
    await expectBalance(page, language, '180.00');
    await expectNoAxeViolations(page);

    // The payout's message: opening it reads it, and the centre's badge follows; then everything is read.
    await page.getByRole('link', { name: new RegExp(`^${w.messagesNav}`) }).click();
    await expect(page).toHaveURL(/\/member\/messages$/);
    const unread = page.getByText(w.unread);
    const before = Number(w.unread.exec((await unread.textContent()) ?? '')?.[1]);
    // The deposit, the payment password, the payout account and the payout each wrote one.
    expect(before).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: w.withdrawalPaid }).click();
    await expect(page.getByRole('article')).toContainText(reference);
    await expect(unread).toHaveText(new RegExp(`\\D${before - 1}$`));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.readAll }).click();
    await expect(page.getByText(w.allRead)).toBeVisible();

    // Three rounds of a slot, then the records: every round and every movement, totals that add up.
    await page.goto('/rng?vassalage=PG');
    await page.getByRole('article').first().getByRole('button', { name: w.playNow }).click();
    await expect(page).toHaveURL(/\/seamless/);
    const frame = page.frameLocator('iframe');
    const spin = frame.getByRole('button', { name: w.spin, exact: true });
    for (let round = 0; round < 3; round += 1) {
      const played = page.waitForResponse(
        (response) => new URL(response.url()).pathname === paths.sandboxGameRound,
      );
      await spin.click();
      // Played once the platform answered it, over once the button is back.
      expect((await played).status()).toBe(200);
      await expect(spin).toBeEnabled();
    }
    await page.goto('/member/betting-record');
    const totals = page.getByRole('group', { name: w.totals });
    expect(await figure(totals, w.rounds)).toBe('3');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
    const gameNet = await figure(totals, w.net);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: w.accountRecord }).click();
    await expect(page).toHaveURL(/\/member\/account-record$/);
    const entries = page.getByRole('table');
    await expect(entries.getByRole('cell', { name: w.depositKind, exact: true })).toBeVisible();
    await expect(entries.getByRole('cell', { name: w.heldKind, exact: true })).toBeVisible();
    // The main wallet started at nothing this week: its net change is the balance the header shows.
    const walletNet = await figure(page.getByRole('group', { name: w.totals }), w.netChange);
    await expectBalance(page, language, walletNet.replace(/^\+/, '').replace(/ USD$/, ''));
    await expectNoAxeViolations(page);
    // Its game entries come to the betting record's net result.
    await page.getByLabel(w.type).selectOption({ label: w.game });
    await expect.poll(() => figure(page.getByRole('group', { name: w.totals }), w.netChange)).toBe(gameNet);
  });
}
