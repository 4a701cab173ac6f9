import {
  cashierPaths,
  type DepositChannelsValue,
  type DepositRecord,
  type DepositsValue,
  idempotencyKeyHeader,
  paths,
} from '@portal/api';
import { useBalance } from '@portal/api/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { en } from '../i18n/messages/en';
import { DepositDetails } from './DepositDetails';
import { DepositPage } from './DepositPage';
import { envelope, platform } from './fakePlatform.fixture';

const channels: DepositChannelsValue = {
  currency: 'USD',
  currencySymbol: '$',
  channels: [
    { channel: 'ewallet', minMinor: 10_00, maxMinor: 5_000_00 },
    { channel: 'bank', minMinor: 100_00, maxMinor: 50_000_00 },
  ],
};

const deposit = (over: Partial<DepositRecord>): DepositRecord => ({
  reference: 'DABCDEFGHJKLMNPQ',
  channel: 'ewallet',
  amountMinor: 150_00,
  currency: 'USD',
  status: 'pending',
  createdAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2026-11-29T10:30:00.000Z',
  ...over,
});

/** The forms' words the page shows (`@portal/forms`' English catalogue). */
const forms = {
  'action.deposit.ewallet': 'Continue to payment',
  'action.deposit.bank': 'Get transfer details',
  'deposit.channel.bank': 'Bank transfer',
};

/** The header's balance, as the page sits under it. */
function HeaderBalance() {
  useBalance();
  return null;
}

const noDeposits = () => envelope({ list: [] } satisfies DepositsValue);
const amountField = () => screen.getByLabelText(/^Amount/, { selector: 'input' });

describe('DepositPage', () => {
  it('starts an e-wallet deposit once per intent and opens the provider page', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    let attempts = 0;
    const { fetch, render } = platform({
      [`GET ${cashierPaths.depositChannels}`]: () => envelope(channels),
      [`GET ${cashierPaths.deposits}`]: noDeposits,
      [`POST ${cashierPaths.deposit}`]: (init) => {
        keys.push(new Headers(init.headers).get(idempotencyKeyHeader) ?? '');
        // The first answer is lost on the way: the member tries again.
        if (++attempts === 1) throw new TypeError('Failed to fetch');
        return envelope(deposit({ hostedPageUrl: '/sandbox/pay?intent=pi_1&lang=en' }));
      },
    });
    const openPaymentPage = vi.fn();
    const { container } = render(
      <DepositPage onShowDeposit={vi.fn()} returnUrl="/member/deposit" openPaymentPage={openPaymentPage} />,
    );
    await user.type(await screen.findByLabelText(/^Amount/, { selector: 'input' }), '150');
    await user.click(screen.getByRole('button', { name: forms['action.deposit.ewallet'] }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await user.click(screen.getByRole('button', { name: forms['action.deposit.ewallet'] }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/sandbox/pay?intent=pi_1&lang=en'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      channel: 'ewallet',
      amountMinor: 150_00,
      returnUrl: '/member/deposit',
    });
    expect(screen.getByRole('table', { name: en['deposit.history'] })).toBeInTheDocument();
    expect(screen.getByText(en['deposit.historyEmpty'])).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('shows a bank transfer deposit after it starts, and the platform refusal in words', async () => {
    const user = userEvent.setup();
    let refused = true;
    const { render } = platform({
      [`GET ${cashierPaths.depositChannels}`]: () => envelope(channels),
      [`GET ${cashierPaths.deposits}`]: noDeposits,
      [`POST ${cashierPaths.deposit}`]: () =>
        refused
          ? ((refused = false), envelope(null, 403, 'DEPOSIT_CHANNEL_CLOSED'))
          : envelope(deposit({ channel: 'bank', amountMinor: 500_00, payInstruction: 'DABCDEFGHJKLMNPQ' })),
    });
    const onShowDeposit = vi.fn();
    render(<DepositPage onShowDeposit={onShowDeposit} returnUrl="/member/deposit" />);
    await user.click(await screen.findByRole('radio', { name: new RegExp(forms['deposit.channel.bank']) }));
    await user.type(amountField(), '500');
    await user.click(screen.getByRole('button', { name: forms['action.deposit.bank'] }));
    // The platform's own key is shown as it came when the host has not loaded its words.
    expect(await screen.findByRole('alert')).toHaveTextContent('errors.depositChannelClosed');
    await user.click(screen.getByRole('button', { name: forms['action.deposit.bank'] }));
    await waitFor(() => expect(onShowDeposit).toHaveBeenCalledWith('DABCDEFGHJKLMNPQ'));
  });

  it('says when no channel is open', async () => {
    const { render } = platform({
      [`GET ${cashierPaths.depositChannels}`]: () => envelope({ ...channels, channels: [] }),
      [`GET ${cashierPaths.deposits}`]: noDeposits,
    });
    render(<DepositPage onShowDeposit={vi.fn()} returnUrl="/member/deposit" />);
    expect(await screen.findByText(en['deposit.noChannels'])).toBeVisible();
    expect(screen.queryByRole('button', { name: forms['action.deposit.ewallet'] })).toBeNull();
  });
});

describe('DepositDetails', () => {
  it('shows a pending bank transfer with its reference code, then its approval, and loads the balance again', async () => {
    let record = deposit({ channel: 'bank', amountMinor: 500_00, payInstruction: 'DABCDEFGHJKLMNPQ' });
    const balance = vi.fn(() =>
      envelope({ balanceMinor: 500_00, balance: '500.00', currency: 'USD', currencySymbol: '$' }),
    );
    const { render } = platform({
      [`GET ${cashierPaths.deposit}`]: () => envelope(record),
      [`GET ${paths.balance}`]: balance,
    });
    const onNewDeposit = vi.fn();
    const view = render(
      <>
        <HeaderBalance />
        <DepositDetails
          reference={record.reference}
          onNewDeposit={onNewDeposit}
          openPaymentPage={vi.fn()}
          refreshMs={20}
        />
      </>,
    );
    const panel = await screen.findByRole('region', { name: /Bank transfer deposit/ });
    expect(within(panel).getByText('Pending')).toBeVisible();
    expect(within(panel).getByRole('status')).toHaveTextContent('Waiting for your payment of 500.00 USD.');
    expect(within(panel).getByText(en['deposit.referenceCode'])).toBeVisible();
    expect(within(panel).getAllByText('DABCDEFGHJKLMNPQ')).toHaveLength(2);
    // The code the bank transfer must carry is copied in one press.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(panel).getByRole('button', { name: en['deposit.copyCode'] }));
    expect(writeText).toHaveBeenCalledWith('DABCDEFGHJKLMNPQ');
    expect(within(panel).getByRole('button', { name: en['deposit.copyReference'] })).toBeVisible();
    await expectNoAxeViolations(view.container);
    await waitFor(() => expect(balance).toHaveBeenCalled());
    const before = balance.mock.calls.length;

    // The operator confirms the transfer: the page finds out on its next look, and says so.
    record = {
      ...record,
      status: 'approved',
      settledAt: '2026-11-29T10:05:00.000Z',
      payInstruction: undefined,
    };
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        '500.00 USD has been added to your main wallet.',
      ),
    );
    expect(within(panel).getByText('Approved')).toBeVisible();
    expect(within(panel).queryByText(en['deposit.referenceCode'])).toBeNull();
    await waitFor(() => expect(balance.mock.calls.length).toBeGreaterThan(before));
    await userEvent.setup().click(within(panel).getByRole('button', { name: en['deposit.newDeposit'] }));
    expect(onNewDeposit).toHaveBeenCalled();
  });

  it('offers the provider page again while an e-wallet deposit waits', async () => {
    const { render } = platform({
      [`GET ${cashierPaths.deposit}`]: () => envelope(deposit({ hostedPageUrl: '/sandbox/pay?intent=pi_2' })),
      [`GET ${paths.balance}`]: () =>
        envelope({ balanceMinor: 0, balance: '0.00', currency: 'USD', currencySymbol: '$' }),
    });
    const openPaymentPage = vi.fn();
    render(
      <DepositDetails
        reference="DABCDEFGHJKLMNPQ"
        onNewDeposit={vi.fn()}
        openPaymentPage={openPaymentPage}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: en['deposit.continuePayment'] }));
    expect(openPaymentPage).toHaveBeenCalledWith('/sandbox/pay?intent=pi_2');
  });

  it("shows a pending crypto deposit's address with its QR code and the confirmations", async () => {
    const address = 'tb1qexampleexampleexampleexampleexample00';
    const { render } = platform({
      [`GET ${cashierPaths.deposit}`]: () =>
        envelope(
          deposit({
            channel: 'crypto',
            payInstruction: address,
            payQr: 'data:image/svg+xml;base64,PHN2Zy8+',
            confirmations: 1,
            requiredConfirmations: 3,
          }),
        ),
    });
    const view = render(
      <DepositDetails reference="DABCDEFGHJKLMNPQ" onNewDeposit={vi.fn()} openPaymentPage={vi.fn()} />,
    );
    expect(await screen.findByRole('img', { name: en['deposit.addressQr'] })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText(address)).toBeVisible();
    expect(screen.getByText('1 of 3')).toBeVisible();
    await expectNoAxeViolations(view.container);
  });
});
