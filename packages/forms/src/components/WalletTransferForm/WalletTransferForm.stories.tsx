import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormsMessageKey } from '../../i18n/messages/en';
import { blurForPicture, catalogueOf, onCashierPanel } from '../private/storyKit';
import {
  WalletTransferForm,
  type WalletTransferOutcome,
  type WalletTransferPayload,
  type WalletTransferWallet,
} from './WalletTransferForm';

type Catalogue = Record<FormsMessageKey, string>;

// The main wallet's label is left to the catalogue, as the platform leaves its `displayName` empty.
const wallets: WalletTransferWallet[] = [
  { name: 'main', label: '', balanceMinor: 1_234_56 },
  { name: 'pg', label: 'PG Soft', balanceMinor: 250_00 },
  { name: 'ag', label: 'AG Live', balanceMinor: 0 },
  { name: 'jdb', label: 'JDB Slots', balanceMinor: 80_40 },
];

const meta = {
  title: 'Forms/WalletTransferForm',
  component: WalletTransferForm,
  decorators: [onCashierPanel],
  args: {
    wallets,
    currency: 'USD',
    onSubmit: fn(async (_payload: WalletTransferPayload): Promise<WalletTransferOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof WalletTransferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement, m: Catalogue) =>
  within(canvasElement).getByLabelText(new RegExp(`^${m['field.amount']}`), { selector: 'input' });

const select = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('combobox', { name: label });

const submitButton = (canvasElement: HTMLElement, m: Catalogue) =>
  within(canvasElement).getByRole('button', { name: m['action.transfer'] });

/** From the main wallet to the first vendor's. */
export const Default: Story = {};

/** Money back to the main wallet (a vendor card's "Transfer out"). */
export const VendorToMain: Story = { args: { from: 'pg' } };

/** The swap button turns the direction; the balance under the selects follows the source. */
export const Swapped: Story = {
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['wallet.swap'] }));
    await expect(select(canvasElement, m['wallet.from'])).toHaveValue('pg');
    await expect(select(canvasElement, m['wallet.to'])).toHaveValue('main');
    blurForPicture();
  },
};

/** "All" fills the source wallet's whole balance. */
export const AllPressed: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['wallet.all'] }));
    await expect(amountField(canvasElement, m)).toHaveValue('1234.56');
    blurForPicture();
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.click(submitButton(canvasElement, m));
    const amount = amountField(canvasElement, m);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(m['validation.required'])));
    await waitFor(() => expect(amount).toHaveFocus());
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** More than the vendor's wallet holds, though the main wallet would cover it. */
export const OverTheWallet: Story = {
  args: { from: 'pg' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const amount = amountField(canvasElement, m);
    await userEvent.type(amount, '300');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(m['cashier.overWallet'])));
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FormatError: Story = {
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const amount = amountField(canvasElement, m);
    await userEvent.type(amount, '12,5.0.0');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(m['cashier.amountFormat'])));
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform is still answering: the button shows its spinner and ignores presses. */
export const Submitting: Story = {
  args: { onSubmit: fn((_payload: WalletTransferPayload) => new Promise<WalletTransferOutcome>(() => {})) },
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.type(amountField(canvasElement, m), '250');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() => expect(submitButton(canvasElement, m)).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ from: 'main', to: 'pg', amountMinor: 250_00 });
    blurForPicture();
  },
};

/** A round settled in the vendor's game since the page loaded: the platform's refusal shows above the button. */
export const RefusedByThePlatform: Story = {
  args: {
    from: 'pg',
    onSubmit: fn(async (_payload: WalletTransferPayload): Promise<WalletTransferOutcome> => ({
      ok: false,
      message: 'cashier.overWallet',
    })),
  },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.type(amountField(canvasElement, m), '240');
    await userEvent.click(submitButton(canvasElement, m));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(m['cashier.overWallet']);
    blurForPicture();
  },
};
