import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormsMessageKey } from '../../i18n/messages/en';
import { blurForPicture, catalogueOf, onCashierPanel } from '../private/storyKit';
import {
  WithdrawForm,
  type WithdrawOutcome,
  type WithdrawPayload,
  type WithdrawPayoutAccount,
} from './WithdrawForm';

type Catalogue = Record<FormsMessageKey, string>;

const payoutAccounts: WithdrawPayoutAccount[] = [
  { id: 11, kind: 'bank', institution: 'Al Rajhi Bank', maskedNumber: '•••• 4821' },
  { id: 12, kind: 'ewallet', institution: 'STC Pay', maskedNumber: '•••• 0934' },
  { id: 13, kind: 'bank', institution: 'Saudi National Bank', maskedNumber: '•••• 1107' },
];

const meta = {
  title: 'Forms/WithdrawForm',
  component: WithdrawForm,
  decorators: [onCashierPanel],
  args: {
    limits: { minMinor: 10_00, maxMinor: 5_000_00 },
    currency: 'USD',
    balanceMinor: 1_234_56,
    payoutAccounts,
    onSubmit: fn(async (_payload: WithdrawPayload): Promise<WithdrawOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

const submitButton = (canvasElement: HTMLElement, m: Catalogue) =>
  within(canvasElement).getByRole('button', { name: m['action.withdraw'] });

/** Several accounts bound: the first is chosen. */
export const Default: Story = {};

/** One account bound. */
export const OneAccount: Story = { args: { payoutAccounts: payoutAccounts.slice(0, 1) } };

/** The most that can be withdrawn (the whole balance here), to the e-wallet. */
export const MaximumToAnotherAccount: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: m['withdraw.max'] }));
    await expect(field(canvasElement, m['field.amount'])).toHaveValue('1234.56');
    await userEvent.click(canvas.getByRole('radio', { name: /STC Pay/ }));
    await userEvent.type(field(canvasElement, m['field.paymentPassword']), '204816');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        amountMinor: 1_234_56,
        payoutAccountId: 12,
        paymentPassword: '204816',
      }),
    );
    blurForPicture();
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.click(submitButton(canvasElement, m));
    const amount = field(canvasElement, m['field.amount']);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(m['validation.required'])));
    await waitFor(() => expect(amount).toHaveFocus());
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** More than the balance, though within the limits. */
export const OverBalance: Story = {
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    const amount = field(canvasElement, m['field.amount']);
    await userEvent.type(amount, '2000');
    await userEvent.type(field(canvasElement, m['field.paymentPassword']), '204816');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(new RegExp(m['cashier.overBalance'])));
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform is still answering: the button shows its spinner and ignores presses. */
export const Submitting: Story = {
  args: { onSubmit: fn((_payload: WithdrawPayload) => new Promise<WithdrawOutcome>(() => {})) },
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.type(field(canvasElement, m['field.amount']), '250');
    await userEvent.type(field(canvasElement, m['field.paymentPassword']), '204816');
    await userEvent.click(submitButton(canvasElement, m));
    await waitFor(() => expect(submitButton(canvasElement, m)).toHaveAttribute('aria-busy', 'true'));
    blurForPicture();
  },
};

/** The balance moved since the page loaded (a bet settled): the platform's refusal shows above the button. */
export const RefusedByThePlatform: Story = {
  args: {
    onSubmit: fn(async (_payload: WithdrawPayload): Promise<WithdrawOutcome> => ({
      ok: false,
      message: 'cashier.overBalance',
    })),
  },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.type(field(canvasElement, m['field.amount']), '1200');
    await userEvent.type(field(canvasElement, m['field.paymentPassword']), '204816');
    await userEvent.click(submitButton(canvasElement, m));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(m['cashier.overBalance']);
    blurForPicture();
  },
};
