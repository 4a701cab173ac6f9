import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormsMessageKey } from '../../i18n/messages/en';
import { blurForPicture, catalogueOf, fill, inPanel } from '../private/storyKit';
import {
  PaymentPasswordForm,
  type PaymentPasswordOutcome,
  type PaymentPasswordPayload,
} from './PaymentPasswordForm';

/** A fake platform: the login password 'wrong-pass' and the payment password '999999' are refused. */
const savePaymentPassword = async ({
  loginPassword,
  oldPaymentPassword,
}: PaymentPasswordPayload): Promise<PaymentPasswordOutcome> =>
  loginPassword === 'wrong-pass' || oldPaymentPassword === '999999'
    ? { ok: false, message: 'validation.password' }
    : { ok: true };

const meta = {
  title: 'Forms/PaymentPasswordForm',
  component: PaymentPasswordForm,
  decorators: [inPanel],
  args: { isSet: false, onSubmit: fn(savePaymentPassword) },
} satisfies Meta<typeof PaymentPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** Types into the fields named by their catalogue keys, in order. */
const typeInto = async (
  canvasElement: HTMLElement,
  m: Record<FormsMessageKey, string>,
  entries: ReadonlyArray<[FormsMessageKey, string]>,
) => {
  for (const [key, text] of entries) await userEvent.type(field(canvasElement, m[key]), text);
};

const submitButton = (canvasElement: HTMLElement, m: Record<FormsMessageKey, string>, isSet: boolean) =>
  within(canvasElement).getByRole('button', {
    name: m[isSet ? 'action.changePaymentPassword' : 'action.setPaymentPassword'],
  });

/** No payment password yet: the login password proves it is the member. */
export const NotSet: Story = {};

/** A payment password exists: the current one proves it is the member. */
export const IsSet: Story = { args: { isSet: true } };

export const SetSubmitted: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await typeInto(canvasElement, m, [
      ['field.loginPassword', 'login-pass1'],
      ['field.paymentPassword', '204816'],
      ['field.confirmPaymentPassword', '204816'],
    ]);
    await userEvent.click(submitButton(canvasElement, m, false));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        loginPassword: 'login-pass1',
        newPaymentPassword: '204816',
        confirmPaymentPassword: '204816',
      }),
    );
    blurForPicture();
  },
};

export const ChangeSubmitted: Story = {
  args: { isSet: true },
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await typeInto(canvasElement, m, [
      ['field.oldPaymentPassword', '204816'],
      ['field.newPaymentPassword', '730519'],
      ['field.confirmPaymentPassword', '730519'],
    ]);
    await userEvent.click(submitButton(canvasElement, m, true));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        oldPaymentPassword: '204816',
        newPaymentPassword: '730519',
        confirmPaymentPassword: '730519',
      }),
    );
    blurForPicture();
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.click(submitButton(canvasElement, m, false));
    const login = field(canvasElement, m['field.loginPassword']);
    await waitFor(() => expect(login).toHaveAccessibleDescription(m['validation.required']));
    await waitFor(() => expect(login).toHaveFocus());
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Letters in the new password: the rule says it is 6 digits. */
export const FormatError: Story = {
  args: { isSet: true },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await typeInto(canvasElement, m, [
      ['field.oldPaymentPassword', '204816'],
      ['field.newPaymentPassword', '12ab56'],
      ['field.confirmPaymentPassword', '12ab56'],
    ]);
    await userEvent.click(submitButton(canvasElement, m, true));
    const format = fill(m['cashier.paymentPasswordFormat'], { min: 6 });
    await waitFor(() =>
      expect(field(canvasElement, m['field.newPaymentPassword'])).toHaveAccessibleDescription(format),
    );
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MismatchError: Story = {
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await typeInto(canvasElement, m, [
      ['field.loginPassword', 'login-pass1'],
      ['field.paymentPassword', '204816'],
      ['field.confirmPaymentPassword', '204861'],
    ]);
    await userEvent.click(submitButton(canvasElement, m, false));
    await waitFor(() =>
      expect(field(canvasElement, m['field.confirmPaymentPassword'])).toHaveAccessibleDescription(
        m['validation.confirmMismatch'],
      ),
    );
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform is still answering: the button shows its spinner and ignores presses. */
export const Submitting: Story = {
  args: { onSubmit: fn((_payload: PaymentPasswordPayload) => new Promise<PaymentPasswordOutcome>(() => {})) },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await typeInto(canvasElement, m, [
      ['field.loginPassword', 'login-pass1'],
      ['field.paymentPassword', '204816'],
      ['field.confirmPaymentPassword', '204816'],
    ]);
    await userEvent.click(submitButton(canvasElement, m, false));
    await waitFor(() => expect(submitButton(canvasElement, m, false)).toHaveAttribute('aria-busy', 'true'));
    blurForPicture();
  },
};

export const RefusedByThePlatform: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await typeInto(canvasElement, m, [
      ['field.loginPassword', 'wrong-pass'],
      ['field.paymentPassword', '204816'],
      ['field.confirmPaymentPassword', '204816'],
    ]);
    await userEvent.click(submitButton(canvasElement, m, false));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(m['validation.password']);
    blurForPicture();
  },
};
