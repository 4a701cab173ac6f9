import {
  cashierPaths,
  idempotencyKeyHeader,
  paths,
  type PayoutAccountsValue,
  type WithdrawalRecord,
  type WithdrawOptionsValue,
} from '@portal/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { en } from '../i18n/messages/en';
import { envelope, platform } from './fakePlatform.fixture';
import { WithdrawPage } from './WithdrawPage';

const options = (over: Partial<WithdrawOptionsValue> = {}): WithdrawOptionsValue => ({
  currency: 'USD',
  currencySymbol: '$',
  minMinor: 50_00,
  maxMinor: 20_000_00,
  dailyCount: 3,
  usedToday: 0,
  paymentPasswordSet: true,
  balanceMinor: 1_000_00,
  ...over,
});

const bank = {
  id: 4,
  kind: 'bank',
  institution: 'Al Rajhi Bank',
  holderName: 'Layla',
  maskedNumber: '•••• 9010',
  createdAt: '2026-11-29T10:00:00.000Z',
} as const;
const accounts = (list: PayoutAccountsValue['list'] = [bank]): PayoutAccountsValue => ({
  list,
  maxAccounts: 5,
  maskedMobile: '+966 •••• 0077',
});

const withdrawal = (over: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  reference: 'WABCDEFGHJKLMNPQ',
  amountMinor: 150_00,
  currency: 'USD',
  status: 'pending',
  payoutAccount: { kind: 'bank', institution: 'Al Rajhi Bank', maskedNumber: '•••• 9010' },
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
});

const none = () => envelope({ list: [] });

describe('WithdrawPage', () => {
  it('asks for a payment password first, then a payout account, then shows the form', async () => {
    const user = userEvent.setup();
    let passwordSet = false;
    let bound = false;
    const sent: Record<string, unknown> = {};
    const { render } = platform({
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options({ paymentPasswordSet: passwordSet })),
      [`GET ${cashierPaths.payoutAccounts}`]: () =>
        envelope({ ...accounts(bound ? [bank] : []), maskedMobile: undefined }),
      [`GET ${cashierPaths.withdrawals}`]: none,
      [`GET ${paths.registerSettings}`]: () =>
        envelope({ fields: {}, regex: { mobileMinLength: 7, mobileMaxLength: 11 } }),
      [`GET ${paths.countryCode}`]: () =>
        envelope([{ countryCode: 'SA', dialingCode: '+966', nameEn: 'Saudi Arabia', nameAr: 'السعودية' }]),
      [`PUT ${cashierPaths.paymentPassword}`]: (init) => {
        sent.paymentPassword = JSON.parse(String(init.body));
        passwordSet = true;
        return envelope({ paymentPasswordSet: true, changedAt: '2026-11-29T10:00:00.000Z' });
      },
      [`POST ${cashierPaths.bindCode}`]: (init) => {
        sent.bindCode = JSON.parse(String(init.body));
        return envelope({ expiredMinutes: 5, maskedMobile: '+966 •••• 0077' });
      },
      [`PUT ${cashierPaths.payoutAccounts}`]: (init) => {
        sent.bind = JSON.parse(String(init.body));
        bound = true;
        return envelope(bank);
      },
    });
    const { container } = render(<WithdrawPage />);
    expect(await screen.findByRole('heading', { name: en['withdraw.step.paymentPassword'] })).toBeVisible();
    // Each step's form loads when its step shows.
    await user.type(await screen.findByLabelText(/^Login password/), 'Secret2026');
    await expectNoAxeViolations(container);
    await user.type(screen.getByLabelText(/^New payment password|^Payment password/), '123456');
    await user.type(screen.getByLabelText(/^Confirm payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(sent.paymentPassword).toEqual({
      loginPassword: 'Secret2026',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });

    expect(await screen.findByRole('heading', { name: en['withdraw.step.payoutAccount'] })).toBeVisible();
    await user.type(await screen.findByLabelText(/^Bank name/), 'Al Rajhi Bank');
    await user.type(screen.getByLabelText(/^Account holder/), 'Layla Haddad');
    await user.type(screen.getByLabelText(/^Account or card number/), '4000 1234 5678 9010');
    await user.type(screen.getByLabelText(/^Mobile number/), '512340077');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(sent.bindCode).toEqual({ countryDialingCode: '+966', mobileNum: '512340077' }),
    );
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(sent.bind).toEqual({
        kind: 'bank',
        institution: 'Al Rajhi Bank',
        holderName: 'Layla Haddad',
        accountNumber: '4000123456789010',
        verificationCode: '123456',
        countryDialingCode: '+966',
        mobileNum: '512340077',
      }),
    );
    expect(await screen.findByRole('heading', { name: en['withdraw.formTitle'] })).toBeVisible();
  });

  it('requests a withdrawal once per intent, says it is held, and starts afresh after a refusal', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    let attempts = 0;
    const { fetch, render } = platform({
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options()),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(accounts()),
      [`GET ${cashierPaths.withdrawals}`]: none,
      [`GET ${paths.balance}`]: () =>
        envelope({ balanceMinor: 850_00, balance: '850.00', currency: 'USD', currencySymbol: '$' }),
      [`GET ${paths.unreadCount}`]: () => envelope({ unreadCount: 1 }),
      [`POST ${cashierPaths.withdraw}`]: (init) => {
        keys.push(new Headers(init.headers).get(idempotencyKeyHeader) ?? '');
        attempts += 1;
        if (attempts === 1) return envelope(undefined, 409, 'INSUFFICIENT_FUNDS');
        if (attempts === 2) throw new TypeError('Failed to fetch');
        return envelope(withdrawal());
      },
    });
    const { container } = render(<WithdrawPage />);
    const amount = await screen.findByLabelText(/^Amount/, { selector: 'input' });
    await user.type(amount, '150');
    await user.type(screen.getByLabelText(/^Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('errors.insufficientFunds');
    // A stored refusal: the next try is a new intent. A lost answer: the retry keeps its key.
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: en['withdraw.requestedTitle'] })).toBeVisible();
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted[2]?.[1]?.body))).toEqual({
      amountMinor: 150_00,
      payoutAccountId: 4,
      paymentPassword: '123456',
    });
    expect(screen.getByText(/^150.00 USD has left your main wallet/)).toHaveAttribute('role', 'status');
    // The header's balance is read again.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes(paths.balance))).toBe(true),
    );
    await expectNoAxeViolations(container);
  });

  it("says so when the day's withdrawals are used", async () => {
    const { render } = platform({
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options({ usedToday: 3 })),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(accounts()),
      [`GET ${cashierPaths.withdrawals}`]: none,
    });
    render(<WithdrawPage />);
    expect(await screen.findByText(en['withdraw.dailyUsed'])).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('takes the receipt of a paid withdrawal: received, or not received with a picture', async () => {
    const user = userEvent.setup();
    const receipts: unknown[] = [];
    let receipt: WithdrawalRecord['receipt'] = 'awaiting';
    const { render } = platform({
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options()),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(accounts()),
      [`GET ${cashierPaths.withdrawals}`]: () =>
        envelope({
          list: [
            withdrawal({
              status: 'paid',
              receipt,
              settledAt: '2026-11-29T10:05:00.000Z',
              receiptDueAt: '2026-11-30T10:05:00.000Z',
            }),
          ],
        }),
      [`POST ${cashierPaths.withdrawalReceipt}`]: (init) => {
        const body = JSON.parse(String(init.body)) as { receipt: WithdrawalRecord['receipt'] };
        receipts.push(body);
        receipt = body.receipt;
        return envelope(withdrawal({ status: 'paid', receipt }));
      },
    });
    const { container } = render(<WithdrawPage />);
    const table = await screen.findByRole('table', { name: en['withdraw.history'] });
    expect(await within(table).findByText(/Counts as received on/)).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(within(table).getByRole('button', { name: en['withdraw.receipt.reportMissing'] }));
    const dialog = await screen.findByRole('dialog', { name: en['withdraw.proofTitle'] });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])],
      'statement.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, png);
    expect(await within(dialog).findByRole('img', { name: 'statement.png' })).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(receipts[0]).toEqual({
      reference: 'WABCDEFGHJKLMNPQ',
      receipt: 'notReceived',
      proofImage: expect.stringMatching(/^data:image\/png;base64,/),
    });
    await user.click(
      await within(table).findByRole('button', { name: en['withdraw.receipt.confirmFullyReceived'] }),
    );
    await waitFor(() =>
      expect(receipts[1]).toEqual({ reference: 'WABCDEFGHJKLMNPQ', receipt: 'fullyReceived' }),
    );
    expect(await within(table).findByText(en['withdraw.receipt.fullyReceived'])).toBeVisible();
  });
});
