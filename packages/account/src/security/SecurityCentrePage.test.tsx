import {
  cashierPaths,
  memberPaths,
  type LoginHistoryValue,
  type PayoutAccountsValue,
  type ProfileValue,
  type WithdrawOptionsValue,
} from '@portal/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { envelope, platform } from '../cashier/fakePlatform.fixture';
import { en } from '../i18n/messages/en';
import { SecurityCentrePage } from './SecurityCentrePage';

const options = (paymentPasswordSet: boolean): WithdrawOptionsValue => ({
  currency: 'USD',
  currencySymbol: '$',
  minMinor: 50_00,
  maxMinor: 20_000_00,
  dailyCount: 3,
  usedToday: 0,
  paymentPasswordSet,
  balanceMinor: 0,
});

const bound: PayoutAccountsValue = {
  list: [
    {
      id: 1,
      kind: 'ewallet',
      institution: 'STC Pay',
      holderName: 'Layla Haddad',
      maskedNumber: '•••• 0077',
      createdAt: '2026-11-29T10:00:00.000Z',
    },
  ],
  maxAccounts: 5,
  maskedMobile: '+966 •••• 0077',
};

const logins: LoginHistoryValue = {
  list: [
    {
      id: 12,
      at: '2026-11-29T10:00:00.000Z',
      address: '2001:db8:85a3:*',
      device: 'Safari on iOS',
      method: 'sms',
      current: true,
    },
    {
      id: 11,
      at: '2026-11-28T08:30:00.000Z',
      address: '203.0.113.*',
      device: 'Chrome on Windows',
      method: 'password',
      current: false,
    },
    { id: 10, at: '2026-11-20T21:15:00.000Z', address: '', device: '', method: 'social', current: false },
  ],
};

const loginHistoryPath = `GET ${memberPaths.loginHistory}`;

/** The profile at the top of the centre (its own tests: ProfilePanel.test.tsx). */
const profile: Record<string, () => Response> = {
  [`GET ${memberPaths.profile}`]: () =>
    envelope({
      username: 'layla01',
      nickname: '',
      avatars: [],
      realNameLocked: false,
      birthdayLocked: false,
    } satisfies ProfileValue),
  [`GET /wps/system/setting/register`]: () =>
    envelope({ fields: {}, regex: { mobileMinLength: 7, mobileMaxLength: 11 } }),
};

describe('SecurityCentrePage', () => {
  it('sets the payment password, then offers to change it with the current one', async () => {
    const user = userEvent.setup();
    let isSet = false;
    const { render } = platform({
      ...profile,
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options(isSet)),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(bound),
      [loginHistoryPath]: () => envelope(logins),
      [`PUT ${cashierPaths.paymentPassword}`]: () => {
        isSet = true;
        return envelope({ paymentPasswordSet: true, changedAt: '2026-11-29T10:00:00.000Z' });
      },
    });
    const { container } = render(<SecurityCentrePage />);
    // The profile at the top loads on its own (its chunk, then its call).
    await screen.findByLabelText(en['security.profile.username']);
    const section = await screen.findByRole('region', { name: en['security.paymentPassword'] });
    expect(within(section).getByText(en['security.paymentPasswordNotSet'])).toBeVisible();
    await expectNoAxeViolations(container);
    await user.type(within(section).getByLabelText(/^Login password/), 'Secret2026');
    await user.type(within(section).getByLabelText(/^(New )?[Pp]ayment password/), '123456');
    await user.type(within(section).getByLabelText(/^Confirm payment password/), '123456');
    await user.click(within(section).getByRole('button', { name: 'Set payment password' }));
    expect(await within(section).findByText(en['security.paymentPasswordSaved'])).toBeVisible();
    expect(await within(section).findByText(en['security.paymentPasswordSet'])).toBeVisible();
    expect(within(section).getByLabelText(/^Current payment password/)).toHaveValue('');
    expect(within(section).queryByLabelText(/^Login password/)).toBeNull();
  });

  it('lists the payout accounts masked and binds another with the code sent to the mobile on file', async () => {
    const user = userEvent.setup();
    const { render } = platform({
      ...profile,
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options(true)),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(bound),
      [loginHistoryPath]: () => envelope(logins),
      [`GET /wps/system/setting/register`]: () =>
        envelope({ fields: {}, regex: { mobileMinLength: 7, mobileMaxLength: 11 } }),
    });
    const { container } = render(<SecurityCentrePage />);
    // The profile at the top loads on its own (its chunk, then its call).
    await screen.findByLabelText(en['security.profile.username']);
    const section = await screen.findByRole('region', { name: en['security.payoutAccounts'] });
    const card = within(section).getByRole('listitem');
    expect(card).toHaveTextContent('STC Pay');
    expect(card).toHaveTextContent('•••• 0077');
    expect(within(section).getByText('1 of 5')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: en['security.addPayoutAccount'] }));
    expect(await within(section).findByLabelText(/^Verification code/)).toHaveAccessibleDescription(
      /The code will be sent to .\+966 •••• 0077/,
    );
    expect(within(section).queryByLabelText(/^Mobile number/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('lists the recent logins newest first, this session marked, after the payout accounts', async () => {
    const { render, fetch } = platform({
      ...profile,
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options(true)),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(bound),
      [loginHistoryPath]: () => envelope(logins),
    });
    const { container } = render(<SecurityCentrePage />);
    // The profile at the top loads on its own (its chunk, then its call).
    await screen.findByLabelText(en['security.profile.username']);
    const section = await screen.findByRole('region', { name: en['security.logins.title'] });
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    const payouts = screen.getByRole('region', { name: en['security.payoutAccounts'] });
    expect(regions.indexOf(section.getAttribute('aria-labelledby'))).toBeGreaterThan(
      regions.indexOf(payouts.getAttribute('aria-labelledby')),
    );
    const table = await within(section).findByRole('table', { name: en['security.logins.caption'] });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      en['security.logins.column.time'],
      en['security.logins.column.device'],
      en['security.logins.column.address'],
      en['security.logins.column.method'],
    ]);
    const [, current, previous, unknown] = within(table).getAllByRole('row');
    expect(current).toHaveTextContent('Safari on iOS');
    expect(current).toHaveTextContent('2001:db8:85a3:*');
    expect(current).toHaveTextContent(en['security.logins.method.sms']);
    expect(within(current!).getByText(en['security.logins.current'])).toBeVisible();
    expect(previous).toHaveTextContent('Chrome on Windows');
    expect(previous).toHaveTextContent('203.0.113.*');
    expect(previous).toHaveTextContent(en['security.logins.method.password']);
    expect(within(previous!).queryByText(en['security.logins.current'])).toBeNull();
    expect(unknown).toHaveTextContent(en['security.logins.unknownDevice']);
    expect(unknown).toHaveTextContent(en['security.logins.unknownAddress']);
    expect(unknown).toHaveTextContent(en['security.logins.method.social']);
    expect(current).toHaveTextContent(/Nov 29, 2026/);
    expect(fetch.mock.calls.some(([url]) => String(url).includes(memberPaths.loginHistory))).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('says when there are no logins yet, and offers to try again when the history did not load', async () => {
    const user = userEvent.setup();
    let fails = true;
    const { render } = platform({
      ...profile,
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options(true)),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(bound),
      [loginHistoryPath]: () => (fails ? envelope(null, 500, 'INTERNAL') : envelope({ list: [] })),
    });
    const { container } = render(<SecurityCentrePage />);
    // The profile at the top loads on its own (its chunk, then its call).
    await screen.findByLabelText(en['security.profile.username']);
    const section = await screen.findByRole('region', { name: en['security.logins.title'] });
    expect(await within(section).findByText(en['security.logins.loadFailed'])).toBeVisible();
    // The rest of the centre shows all the same.
    expect(screen.getByRole('region', { name: en['security.paymentPassword'] })).toBeVisible();
    await expectNoAxeViolations(container);
    fails = false;
    await user.click(within(section).getByRole('button', { name: en['deposit.retry'] }));
    expect(await within(section).findByText(en['security.logins.empty'])).toBeVisible();
    expect(within(section).queryByText(en['security.logins.loadFailed'])).toBeNull();
  });
});
