import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import {
  WalletTransferForm,
  type WalletTransferFormProps,
  type WalletTransferWallet,
} from './WalletTransferForm';

const catalogues = { ar, en } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Validation runs asynchronously: wait for the message the control is described by. */
const said = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(literally(text)));

// The main wallet's label is left to the catalogue, as the platform leaves its `displayName` empty.
const wallets: WalletTransferWallet[] = [
  { name: 'main', label: '', balanceMinor: 1_234_56 },
  { name: 'pg', label: 'PG Soft', balanceMinor: 250_00 },
  { name: 'ag', label: 'AG Live', balanceMinor: 0 },
  { name: 'jdb', label: 'JDB Slots', balanceMinor: 80_40 },
];

describe.each(directions)('WalletTransferForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  // The option isolates the wallet's label (FSI ... PDI), so a Latin name sits right in an Arabic list.
  const option = (wallet: string, amount: string) =>
    fill(m['wallet.option'], { wallet: `\u2068${wallet}\u2069`, amount, currency: 'USD' });
  const fromSelect = () => screen.getByRole('combobox', { name: m['wallet.from'] });
  const toSelect = () => screen.getByRole('combobox', { name: m['wallet.to'] });
  const amount = () => screen.getByLabelText(new RegExp(`^${m['field.amount']}`), { selector: 'input' });
  const swapButton = () => screen.getByRole('button', { name: m['wallet.swap'] });
  const allButton = () => screen.getByRole('button', { name: m['wallet.all'] });
  const submit = () => screen.getByRole('button', { name: m['action.transfer'] });
  /** The source wallet's balance under the selects: its term and its figure. */
  const available = (wallet: string, figure: string) => {
    const term = screen.getByText(fill(m['wallet.available'], { wallet }));
    expect(term.closest('dl')).toHaveTextContent(literally(`${figure}USD`));
  };
  const render = (props: Partial<WalletTransferFormProps> = {}) => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const view = renderWithPortal(
      <WalletTransferForm wallets={wallets} currency="USD" onSubmit={onSubmit} {...props} />,
      { locale },
    );
    return { ...view, onSubmit, ...props };
  };

  it('lists the wallets with their balances, shows the source balance, and sends an amount in minor units', async () => {
    const user = userEvent.setup();
    const { container, onSubmit } = render();
    expect(fromSelect()).toHaveValue('main');
    expect(toSelect()).toHaveValue('pg');
    expect(
      within(fromSelect())
        .getAllByRole('option')
        .map((element) => element.textContent),
    ).toEqual([
      option(m['wallet.main'], '1,234.56'),
      option('PG Soft', '250.00'),
      option('AG Live', '0.00'),
      option('JDB Slots', '80.40'),
    ]);
    available(m['wallet.main'], '1,234.56');
    await user.type(amount(), '١٥٠٫٢٥');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ from: 'main', to: 'pg', amountMinor: 150_25 }),
    );
    // The host reloads the balances; the amount is cleared for the next transfer, the direction kept.
    await waitFor(() => expect(amount()).toHaveValue(''));
    expect(toSelect()).toHaveValue('pg');
    await expectNoAxeViolations(container);
  });

  it('opens on the host\'s direction: a wallet card\'s "Transfer in", or money back to the main wallet', () => {
    const { unmount } = render({ to: 'ag' });
    expect(fromSelect()).toHaveValue('main');
    expect(toSelect()).toHaveValue('ag');
    unmount();
    render({ from: 'pg' });
    expect(fromSelect()).toHaveValue('pg');
    expect(toSelect()).toHaveValue('main');
    available('PG Soft', '250.00');
  });

  it('keeps one side on the main wallet as either side changes, and swaps with the button or the keyboard', async () => {
    const user = userEvent.setup();
    const { onSubmit } = render();
    await user.selectOptions(fromSelect(), 'ag');
    expect(toSelect()).toHaveValue('main');
    available('AG Live', '0.00');
    await user.selectOptions(toSelect(), 'pg');
    expect(fromSelect()).toHaveValue('main');
    // The main wallet chosen where the other side has it: the direction flips.
    await user.selectOptions(toSelect(), 'main');
    expect(fromSelect()).toHaveValue('pg');
    await user.click(swapButton());
    expect(fromSelect()).toHaveValue('main');
    expect(toSelect()).toHaveValue('pg');
    available(m['wallet.main'], '1,234.56');
    fromSelect().focus();
    await user.tab();
    expect(swapButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fromSelect()).toHaveValue('pg');
    expect(toSelect()).toHaveValue('main');
    // The swap is remembered: the main wallet chosen as the source flips back to where it was.
    await user.selectOptions(fromSelect(), 'main');
    expect(toSelect()).toHaveValue('pg');
    await user.selectOptions(fromSelect(), 'jdb');
    expect(toSelect()).toHaveValue('main');
    await user.type(amount(), '20');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ from: 'jdb', to: 'main', amountMinor: 20_00 }),
    );
  });

  it("fills the source wallet's whole balance with All", async () => {
    const user = userEvent.setup();
    const { onSubmit } = render();
    await user.click(allButton());
    expect(amount()).toHaveValue('1234.56');
    await user.click(swapButton());
    await user.click(allButton());
    expect(amount()).toHaveValue('250.00');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ from: 'pg', to: 'main', amountMinor: 250_00 }),
    );
  });

  it('says what is wrong with the amount and sends nothing', async () => {
    const user = userEvent.setup();
    const { container, onSubmit } = render({ from: 'pg' });
    await user.click(submit());
    await said(amount(), m['validation.required']);
    expect(amount()).toHaveFocus();
    await user.type(amount(), 'abc');
    await user.click(submit());
    await said(amount(), m['cashier.amountFormat']);
    await user.clear(amount());
    await user.type(amount(), '0');
    await user.click(submit());
    await said(amount(), m['cashier.amountPositive']);
    await user.clear(amount());
    await user.type(amount(), '250.01');
    await user.click(submit());
    await said(amount(), m['cashier.overWallet']);
    await expectNoAxeViolations(container);
    // From the main wallet the same amount fits: the ceiling follows the source.
    await user.click(swapButton());
    await waitFor(() => expect(amount()).not.toHaveAttribute('aria-invalid'));
    await user.selectOptions(fromSelect(), 'ag');
    await said(amount(), m['cashier.overWallet']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the direction the host gave is no transfer, until the member turns it', async () => {
    const user = userEvent.setup();
    const { onSubmit, unmount } = render({ from: 'main', to: 'main' });
    await user.type(amount(), '10');
    await user.click(submit());
    await said(toSelect(), m['wallet.sameWallet']);
    expect(toSelect()).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(toSelect(), 'ag');
    await waitFor(() => expect(toSelect()).not.toHaveAttribute('aria-invalid'));
    unmount();
    render({ from: 'pg', to: 'ag', onSubmit });
    await user.type(amount(), '10');
    await user.click(submit());
    await said(toSelect(), m['wallet.mainSide']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads while the platform answers, then shows its refusal above the button and keeps the amount', async () => {
    const user = userEvent.setup();
    let settle: (outcome: { ok: false; message: string }) => void = () => {};
    const onSubmit = vi.fn(
      () => new Promise<{ ok: false; message: string }>((resolve) => (settle = resolve)),
    );
    const { container } = render({ onSubmit });
    await user.type(amount(), '100');
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    settle({ ok: false, message: 'cashier.overWallet' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m['cashier.overWallet']);
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(amount()).toHaveValue('100');
    await expectNoAxeViolations(container);
  });

  it('shows the new balances the host passes after a transfer', async () => {
    const user = userEvent.setup();
    const { rerender, onSubmit } = render();
    await user.type(amount(), '1000');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const moved = [
      { ...wallets[0], balanceMinor: 234_56 },
      { ...wallets[1], balanceMinor: 1_250_00 },
      ...wallets.slice(2),
    ] as WalletTransferWallet[];
    rerender(<WalletTransferForm wallets={moved} currency="USD" onSubmit={onSubmit} />);
    available(m['wallet.main'], '234.56');
    expect(
      within(toSelect()).getByRole('option', { name: option('PG Soft', '1,250.00') }),
    ).toBeInTheDocument();
    await user.type(amount(), '234.57');
    await user.click(submit());
    await said(amount(), m['cashier.overWallet']);
  });
});
