import { vars } from '@portal/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurForPicture, catalogueOf, fill } from '../private/storyKit';
import { DepositForm, type DepositChannelChoice, type DepositOutcome } from './DepositForm';

const channels: DepositChannelChoice[] = [
  { channel: 'ewallet', minMinor: 10_00, maxMinor: 5_000_00 },
  { channel: 'bank', minMinor: 100_00, maxMinor: 50_000_00 },
  { channel: 'crypto', minMinor: 20_00, maxMinor: 20_000_00 },
];

/** The form as it sits on the member centre's deposit page: wider than a dialog, three cards in a row. */
const onCashierPanel: Decorator = (Story) => (
  <div
    style={{
      maxInlineSize: 640,
      padding: vars.space['5'],
      borderRadius: vars.radius.card,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    }}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Forms/DepositForm',
  component: DepositForm,
  decorators: [onCashierPanel],
  args: { channels, currency: 'USD', onSubmit: fn(async (): Promise<DepositOutcome> => ({ ok: true })) },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByLabelText(new RegExp(`^${catalogueOf(globals)['field.amount']}`), {
    selector: 'input',
  });

export const Default: Story = {};

export const BankTransferWithQuickAmount: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(m['deposit.channel.bank']) }));
    // The bank takes 100 and more: the quick amounts below its minimum are gone.
    await expect(canvas.queryByRole('button', { name: '50' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '500' }));
    await expect(amountField(canvasElement, globals)).toHaveValue('500');
    await expect(canvas.getByRole('button', { name: '500' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: m['action.deposit.bank'] }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ channel: 'bank', amountMinor: 500_00 }));
    blurForPicture();
  },
};

export const AmountOutOfRange: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const amount = amountField(canvasElement, globals);
    await userEvent.type(amount, '5');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.deposit.ewallet'] }));
    const range = fill(m['cashier.amountRange'], { min: '10.00', max: '5000.00' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(range)));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurForPicture();
  },
};

/** The operator lowered the e-wallet's maximum since the page loaded: the platform's rule says so. */
export const RefusedByThePlatform: Story = {
  args: {
    onSubmit: fn(async (): Promise<DepositOutcome> => ({
      ok: false,
      message: 'cashier.amountRange?min=10.00&max=100.00',
    })),
  },
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.type(amountField(canvasElement, globals), '120.5');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.deposit.ewallet'] }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      fill(m['cashier.amountRange'], { min: '10.00', max: '100.00' }),
    );
    blurForPicture();
  },
};
