import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { WithdrawForm, type WithdrawFormProps, type WithdrawPayoutAccount } from './WithdrawForm';

const catalogues = { ar, en } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Validation runs asynchronously: wait for the message the field is described by. */
const said = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(literally(text)));

const accounts: WithdrawPayoutAccount[] = [
  { id: 11, kind: 'bank', institution: 'Al Rajhi Bank', maskedNumber: '•••• 4821' },
  { id: 12, kind: 'ewallet', institution: 'STC Pay', maskedNumber: '•••• 0934' },
];

describe.each(directions)('WithdrawForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  const amount = () => screen.getByLabelText(new RegExp(`^${m['field.amount']}`), { selector: 'input' });
  const password = () =>
    screen.getByLabelText(new RegExp(`^${m['field.paymentPassword']}`), { selector: 'input' });
  const submit = () => screen.getByRole('button', { name: m['action.withdraw'] });
  const render = (props: Partial<WithdrawFormProps> = {}) => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const view = renderWithPortal(
      <WithdrawForm
        limits={{ minMinor: 10_00, maxMinor: 5_000_00 }}
        currency="USD"
        balanceMinor={1_234_56}
        payoutAccounts={accounts}
        onSubmit={onSubmit}
        {...props}
      />,
      { locale },
    );
    return { ...view, onSubmit, ...props };
  };

  it('shows the balance, the limits and the accounts, and takes an amount in Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const { container, onSubmit } = render();
    expect(screen.getByText(m['withdraw.balance'])).toBeVisible();
    expect(screen.getByText('1,234.56')).toBeVisible();
    expect(amount()).toHaveAccessibleDescription(
      literally(fill(m['withdraw.limits'], { min: '10.00', max: '5,000.00', currency: 'USD' })),
    );
    expect(screen.getByText(m['withdraw.note'])).toBeVisible();
    expect(screen.getByRole('group', { name: m['withdraw.accounts'] })).toBeInTheDocument();
    const first = screen.getByRole('radio', { name: /Al Rajhi Bank/ });
    expect(first).toBeChecked();
    expect(first).toHaveAccessibleName(literally(`${m['payout.kind.bank']} · •••• 4821`));
    expect(screen.getByRole('radio', { name: /STC Pay/ })).toHaveAccessibleName(
      literally(m['payout.kind.ewallet']),
    );
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('inputmode', 'numeric');
    expect(password()).toHaveAttribute('maxlength', '6');
    await user.type(amount(), '١٥٠٫٢٥');
    await user.type(password(), '204816');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        amountMinor: 150_25,
        payoutAccountId: 11,
        paymentPassword: '204816',
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('fills the most that can be withdrawn: the balance, or the maximum when the balance is more', async () => {
    const user = userEvent.setup();
    const { onSubmit, unmount } = render();
    await user.click(screen.getByRole('button', { name: m['withdraw.max'] }));
    expect(amount()).toHaveValue('1234.56');
    await user.click(screen.getByRole('radio', { name: /STC Pay/ }));
    await user.type(password(), '204816');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        amountMinor: 1_234_56,
        payoutAccountId: 12,
        paymentPassword: '204816',
      }),
    );
    unmount();
    render({ balanceMinor: 9_000_00 });
    await user.click(screen.getByRole('button', { name: m['withdraw.max'] }));
    expect(amount()).toHaveValue('5000.00');
  });

  it('says what is wrong with the amount, the password or the account, and sends nothing', async () => {
    const user = userEvent.setup();
    const { container, onSubmit } = render();
    await user.click(submit());
    await said(amount(), m['validation.required']);
    await said(password(), m['validation.required']);
    expect(amount()).toHaveFocus();
    await user.type(amount(), 'abc');
    await user.type(password(), '12ab');
    await user.click(submit());
    await said(amount(), m['cashier.amountFormat']);
    await said(password(), fill(m['cashier.paymentPasswordFormat'], { min: 6 }));
    await user.clear(amount());
    await user.type(amount(), '5');
    await user.click(submit());
    await said(amount(), fill(m['cashier.amountRange'], { min: '10.00', max: '5000.00' }));
    await user.clear(amount());
    await user.type(amount(), '2000');
    await user.click(submit());
    await said(amount(), m['cashier.overBalance']);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('asks for an account when none is bound', async () => {
    const user = userEvent.setup();
    const { onSubmit } = render({ payoutAccounts: [] });
    await user.type(amount(), '100');
    await user.type(password(), '204816');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(m['cashier.payoutAccountRequired']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads while the platform answers, then shows its refusal above the button', async () => {
    const user = userEvent.setup();
    let settle: (outcome: { ok: false; message: string }) => void = () => {};
    const onSubmit = vi.fn(
      () => new Promise<{ ok: false; message: string }>((resolve) => (settle = resolve)),
    );
    render({ onSubmit });
    await user.type(amount(), '100');
    await user.type(password(), '204816');
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    settle({ ok: false, message: 'cashier.overBalance' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m['cashier.overBalance']);
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(amount()).toHaveValue('100');
  });
});
