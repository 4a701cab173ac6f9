import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { DepositForm, type DepositChannelChoice } from './DepositForm';

const catalogues = { ar, en } as const;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const channels: DepositChannelChoice[] = [
  { channel: 'ewallet', minMinor: 10_00, maxMinor: 5_000_00 },
  { channel: 'bank', minMinor: 100_00, maxMinor: 50_000_00 },
];

describe.each(directions)('DepositForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  const amount = () => screen.getByLabelText(new RegExp(`^${m['field.amount']}`), { selector: 'input' });

  it('offers each channel as a radio with its limits, and sends the amount in minor units', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const { container } = renderWithPortal(
      <DepositForm channels={channels} currency="USD" onSubmit={onSubmit} />,
      {
        locale,
      },
    );
    const group = screen.getByRole('group', { name: m['deposit.channels'] });
    expect(group).toBeInTheDocument();
    const ewallet = screen.getByRole('radio', { name: new RegExp(m['deposit.channel.ewallet']) });
    expect(ewallet).toBeChecked();
    expect(
      screen.getByText(fill(m['deposit.limits'], { min: '100.00', max: '50,000.00', currency: 'USD' })),
    ).toBeVisible();
    await user.type(amount(), '150.5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ channel: 'ewallet', amountMinor: 150_50 }));
    await expectNoAxeViolations(container);
  });

  it("checks the amount with the chosen channel's rule, and picks a quick amount", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    renderWithPortal(<DepositForm channels={channels} currency="USD" onSubmit={onSubmit} />, { locale });
    await user.type(amount(), '50');
    await user.click(screen.getByRole('radio', { name: new RegExp(m['deposit.channel.bank']) }));
    const range = fill(m['cashier.amountRange'], { min: '100.00', max: '50000.00' });
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(new RegExp(range)));
    await user.clear(amount());
    await user.type(amount(), 'abc');
    await user.click(screen.getByRole('button', { name: m['action.deposit.bank'] }));
    await waitFor(() => expect(amount()).toHaveAccessibleDescription(new RegExp(m['cashier.amountFormat'])));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '1,000' }));
    expect(amount()).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: m['action.deposit.bank'] }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ channel: 'bank', amountMinor: 1_000_00 }));
  });

  it("takes Arabic-Indic digits, and shows the platform's refusal above the button", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockResolvedValue({ ok: false, message: 'cashier.amountRange?min=10.00&max=20.00' });
    renderWithPortal(<DepositForm channels={channels} currency="USD" onSubmit={onSubmit} />, { locale });
    await user.type(amount(), '١٥٠٫٢٥');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ channel: 'ewallet', amountMinor: 150_25 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fill(m['cashier.amountRange'], { min: '10.00', max: '20.00' }),
    );
  });
});
