import { cashierPaths, type PayoutAccountsValue, type WithdrawOptionsValue } from '@portal/api';
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

describe('SecurityCentrePage', () => {
  it('sets the payment password, then offers to change it with the current one', async () => {
    const user = userEvent.setup();
    let isSet = false;
    const { render } = platform({
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options(isSet)),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(bound),
      [`PUT ${cashierPaths.paymentPassword}`]: () => {
        isSet = true;
        return envelope({ paymentPasswordSet: true, changedAt: '2026-11-29T10:00:00.000Z' });
      },
    });
    const { container } = render(<SecurityCentrePage />);
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
      [`GET ${cashierPaths.withdrawOptions}`]: () => envelope(options(true)),
      [`GET ${cashierPaths.payoutAccounts}`]: () => envelope(bound),
      [`GET /wps/system/setting/register`]: () =>
        envelope({ fields: {}, regex: { mobileMinLength: 7, mobileMaxLength: 11 } }),
    });
    const { container } = render(<SecurityCentrePage />);
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
});
