import {
  idempotencyKeyHeader,
  memberPaths,
  paths,
  type UplineTransferOptionsValue,
  type UplineTransferRecord,
} from '@portal/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { en } from '../i18n/messages/en';
import { envelope, platform } from './fakePlatform.fixture';
import { TransferUplinePage } from './TransferUplinePage';

const options = (over: Partial<UplineTransferOptionsValue> = {}): UplineTransferOptionsValue => ({
  allowed: true,
  agent: { name: 'ag***1' },
  currency: 'USD',
  limits: { minMinor: 10_00, maxMinor: 500_00, dailyCount: 5, dailyMaxMinor: 800_00 },
  usedToday: { count: 1, amountMinor: 400_00 },
  paymentPasswordSet: true,
  balanceMinor: 1_000_00,
  ...over,
});

const record = (over: Partial<UplineTransferRecord> = {}): UplineTransferRecord => ({
  reference: 'UABCDEFGHJKLMNPQ',
  amountMinor: 150_00,
  currency: 'USD',
  agent: { name: 'ag***1' },
  note: 'For the weekend',
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
});

const none = () => envelope({ list: [] });
const amountField = () => screen.findByLabelText(/^Amount/, { selector: 'input' });
const passwordField = () => screen.getByLabelText(/^Payment password/, { selector: 'input' });

describe('TransferUplinePage', () => {
  it('shows the agent, the limits and today’s use, checks the form, and confirms before it sends once', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    const bodies: unknown[] = [];
    let sent = false;
    const { fetch, render } = platform({
      [`GET ${memberPaths.uplineTransfer}`]: () =>
        envelope(
          sent ? options({ usedToday: { count: 2, amountMinor: 550_00 }, balanceMinor: 850_00 }) : options(),
        ),
      [`GET ${memberPaths.uplineTransfers}`]: () => (sent ? envelope({ list: [record()] }) : none()),
      [`GET ${paths.balance}`]: () =>
        envelope({ balanceMinor: 850_00, balance: '850.00', currency: 'USD', currencySymbol: '$' }),
      [`GET ${paths.unreadCount}`]: () => envelope({ unreadCount: 1 }),
      [`POST ${memberPaths.uplineTransfer}`]: (init) => {
        keys.push(new Headers(init.headers).get(idempotencyKeyHeader) ?? '');
        bodies.push(JSON.parse(String(init.body)));
        sent = true;
        return envelope({
          reference: 'UABCDEFGHJKLMNPQ',
          balanceMinor: 850_00,
          createdAt: '2026-11-29T10:00:00.000Z',
        });
      },
    });
    const { container } = render(<TransferUplinePage />);
    const panel = await screen.findByRole('region', { name: en['upline.formTitle'] });
    expect(within(panel).getByText('ag***1')).toBeVisible();
    expect(within(panel).getByText('10.00 USD to 500.00 USD')).toBeVisible();
    expect(within(panel).getByText('1 of 5')).toBeVisible();
    expect(within(panel).getByText('400.00 USD of 800.00 USD')).toBeVisible();
    expect(within(panel).getByText('1,000.00 USD')).toBeVisible();
    expect(await screen.findByRole('table', { name: en['upline.history'] })).toBeVisible();
    await expectNoAxeViolations(container);

    // The form's rules first: nothing is asked of the platform for a form that breaks one.
    const review = screen.getByRole('button', { name: en['upline.continue'] });
    await user.click(review);
    const amount = await amountField();
    expect(amount).toHaveFocus();
    expect(amount).toBeInvalid();
    expect(passwordField()).toBeInvalid();
    await user.type(amount, '700');
    await user.type(passwordField(), '12');
    await user.click(review);
    expect(amount).toHaveAccessibleDescription(/Enter an amount from 10.00 to 500.00/);
    expect(passwordField()).toHaveAccessibleDescription(/6 digits/);
    // Within the limits, but past what is left of today (800 - 400).
    await user.clear(amount);
    await user.type(amount, '450');
    await user.click(review);
    expect(amount).toHaveAccessibleDescription(/You can send up to 400.00 USD more today/);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '150');
    await user.type(passwordField(), '3456');
    await user.type(screen.getByLabelText(/^Note for your agent/), '  For the weekend  ');
    await user.click(review);

    // The confirmation states the amount and the recipient; going back sends nothing and returns focus.
    let dialog = await screen.findByRole('dialog', { name: en['upline.confirmTitle'] });
    expect(dialog).toHaveTextContent('Send 150.00 USD to your agent ag***1?');
    expect(within(dialog).getByText('For the weekend')).toBeVisible();
    await expectNoAxeViolations(container.ownerDocument.body);
    await user.click(within(dialog).getByRole('button', { name: en['upline.back'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(review).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.click(review);
    dialog = await screen.findByRole('dialog', { name: en['upline.confirmTitle'] });
    await user.click(within(dialog).getByRole('button', { name: 'Send 150.00 USD' }));
    const done = await screen.findByRole('heading', { name: en['upline.doneTitle'] });
    await waitFor(() => expect(done).toHaveFocus());
    expect(bodies).toEqual([{ amountMinor: 150_00, paymentPassword: '123456', note: 'For the weekend' }]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByText('150.00 USD has been sent to your agent ag***1.')).toHaveAttribute(
      'role',
      'status',
    );
    const sentPanel = screen.getByRole('region', { name: en['upline.doneTitle'] });
    expect(within(sentPanel).getByText('UABCDEFGHJKLMNPQ')).toBeVisible();
    expect(within(sentPanel).getByText('850.00 USD')).toBeVisible();
    // The header's balance and the transfers below are read again.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes(paths.balance))).toBe(true),
    );
    const table = screen.getByRole('table', { name: en['upline.history'] });
    expect(await within(table).findByText('150.00 USD')).toBeVisible();
    await expectNoAxeViolations(container);

    // Another transfer: a fresh form.
    await user.click(screen.getByRole('button', { name: en['upline.another'] }));
    expect(await amountField()).toHaveValue('');
    expect(screen.getByText('2 of 5')).toBeVisible();
  });

  it('says why a refusal came, keeps the key only for a lost answer, and starts afresh after a stored one', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    let attempts = 0;
    const { render } = platform({
      [`GET ${memberPaths.uplineTransfer}`]: () => envelope(options()),
      [`GET ${memberPaths.uplineTransfers}`]: none,
      [`GET ${paths.balance}`]: () =>
        envelope({ balanceMinor: 900_00, balance: '900.00', currency: 'USD', currencySymbol: '$' }),
      [`GET ${paths.unreadCount}`]: () => envelope({ unreadCount: 0 }),
      [`POST ${memberPaths.uplineTransfer}`]: (init) => {
        keys.push(new Headers(init.headers).get(idempotencyKeyHeader) ?? '');
        attempts += 1;
        if (attempts === 1) return envelope(undefined, 409, 'UPLINE_DAILY_AMOUNT');
        if (attempts === 2) throw new TypeError('Failed to fetch');
        return envelope({
          reference: 'UABCDEFGHJKLMNPQ',
          balanceMinor: 900_00,
          createdAt: '2026-11-29T10:00:00Z',
        });
      },
    });
    render(<TransferUplinePage />);
    await user.type(await amountField(), '100');
    await user.type(passwordField(), '123456');
    const confirmOnce = async () => {
      await user.click(screen.getByRole('button', { name: en['upline.continue'] }));
      const dialog = await screen.findByRole('dialog', { name: en['upline.confirmTitle'] });
      await user.click(within(dialog).getByRole('button', { name: 'Send 100.00 USD' }));
    };
    await confirmOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent('errors.uplineDailyAmount');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await confirmOnce();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    await confirmOnce();
    expect(await screen.findByRole('heading', { name: en['upline.doneTitle'] })).toBeVisible();
    // A stored refusal: the next try is a new intent. A lost answer: the retry keeps its key.
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it.each([
    ['noAgent', en['upline.noAgent'], en['upline.noAgentHint'], false],
    ['disabled', en['upline.disabled'], en['upline.disabledHint'], true],
  ] as const)('explains a member it is not for (%s)', async (reason, title, hint, history) => {
    const { fetch, render } = platform({
      [`GET ${memberPaths.uplineTransfer}`]: () =>
        envelope(options({ allowed: false, reason, ...(reason === 'noAgent' ? { agent: undefined } : {}) })),
      [`GET ${memberPaths.uplineTransfers}`]: () => envelope({ list: [record()] }),
    });
    const { container } = render(<TransferUplinePage />);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(hint)).toBeVisible();
    expect(screen.queryByRole('button', { name: en['upline.continue'] })).toBeNull();
    if (history) expect(await screen.findByRole('table', { name: en['upline.history'] })).toBeVisible();
    else
      expect(fetch.mock.calls.some(([input]) => String(input).includes(memberPaths.uplineTransfers))).toBe(
        false,
      );
    await expectNoAxeViolations(container);
  });

  it('says an amount above the balance is, before asking the platform', async () => {
    const user = userEvent.setup();
    const { fetch, render } = platform({
      [`GET ${memberPaths.uplineTransfer}`]: () => envelope(options({ balanceMinor: 50_00 })),
      [`GET ${memberPaths.uplineTransfers}`]: none,
    });
    render(<TransferUplinePage />);
    const amount = await amountField();
    await user.type(amount, '60');
    await user.type(passwordField(), '123456');
    await user.click(screen.getByRole('button', { name: en['upline.continue'] }));
    expect(amount).toHaveAccessibleDescription(/The amount is more than your balance/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a member without a payment password to the security centre', async () => {
    const { render } = platform({
      [`GET ${memberPaths.uplineTransfer}`]: () => envelope(options({ paymentPasswordSet: false })),
      [`GET ${memberPaths.uplineTransfers}`]: none,
    });
    const { container } = render(<TransferUplinePage securityHref="/account/security" />);
    expect(await screen.findByRole('heading', { name: en['upline.step.paymentPassword'] })).toBeVisible();
    expect(screen.getByRole('link', { name: en['upline.toSecurity'] })).toHaveAttribute(
      'href',
      '/account/security',
    );
    expect(screen.queryByRole('button', { name: en['upline.continue'] })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says so when the day's transfers are used, by count or by amount", async () => {
    const { render } = platform({
      [`GET ${memberPaths.uplineTransfer}`]: () =>
        envelope(options({ usedToday: { count: 2, amountMinor: 795_00 } })),
      [`GET ${memberPaths.uplineTransfers}`]: none,
    });
    render(<TransferUplinePage />);
    expect(await screen.findByRole('heading', { name: en['upline.dailyUsed'] })).toBeVisible();
    expect(
      screen.getByText('Transfers a day: 5, up to 800.00 USD in total. Please come back tomorrow.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: en['upline.continue'] })).toBeNull();
  });

  it('offers to try again when the details do not load', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { render } = platform({
      [`GET ${memberPaths.uplineTransfer}`]: () =>
        fail ? envelope(undefined, 503, 'UNAVAILABLE') : envelope(options()),
      [`GET ${memberPaths.uplineTransfers}`]: none,
    });
    render(<TransferUplinePage />);
    expect(await screen.findByText(en['upline.loadFailed'])).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: en['deposit.retry'] }));
    expect(await screen.findByRole('region', { name: en['upline.formTitle'] })).toBeVisible();
  });
});
