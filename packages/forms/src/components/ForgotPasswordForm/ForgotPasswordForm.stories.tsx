import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurForPicture, catalogueOf, fill, inPanel, uiCatalogueOf } from '../private/storyKit';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import type { ForgotByEmailPayload } from './forgotTypes';

/** The story clock: a fixed instant, so a running countdown always reads the same. */
const now = () => Date.UTC(2024, 0, 15, 12, 0, 0);

/** A fake platform: the username 'ghost' does not exist; every SMS code lasts one minute. */
const submitEmail = async ({ username }: ForgotByEmailPayload) =>
  username === 'ghost' ? { ok: false as const, message: 'error.userNotFound' } : { ok: true as const };

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [inPanel],
  args: {
    phoneResetEnabled: true,
    mobile: { mobileMaxLength: 10 },
    countryDialingCodes: [
      { value: '+966', label: '+966' },
      { value: '+971', label: '+971' },
      { value: '+20', label: '+20' },
    ],
    now,
    onSubmitEmail: fn(submitEmail),
    onSubmitPhone: fn(async () => ({ ok: true as const })),
    onRequestSms: fn(async () => ({ expiredMinutes: 1 })),
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });

/** CHNGPASSVERIF3 on: the mobile method, first and selected. */
export const MobileMethod: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    const tab = within(canvasElement).getByRole('tab', { name: m['forgot.method.mobileNum'] });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
};

export const EmailMethod: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: m['forgot.method.email'] }));
    await expect(input(canvasElement, m['field.email'])).toBeVisible();
  },
};

/** CHNGPASSVERIF3 off: no selector, the e-mail method alone. */
export const EmailOnly: Story = {
  args: { phoneResetEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
  },
};

export const MobileErrors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.type(input(canvasElement, m['field.mobileNum']), '05x');
    await userEvent.type(input(canvasElement, m['field.newPassword']), 'abc');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.resetPassword'] }));
    await waitFor(() =>
      expect(input(canvasElement, m['field.mobileNum'])).toHaveAccessibleDescription(
        fill(m.phone_tips, { max: 10 }),
      ),
    );
    await expect(input(canvasElement, m['field.verificationCode'])).toHaveAccessibleDescription(
      m['validation.codeInvalid'],
    );
    await expect(input(canvasElement, m['field.newPassword'])).toHaveAccessibleDescription(
      fill(m['validation.passwordLength'], { min: 6, max: 20 }),
    );
    await expect(args.onSubmitPhone).not.toHaveBeenCalled();
    // The first field in error takes the focus.
    await waitFor(() => expect(input(canvasElement, m['field.mobileNum'])).toHaveFocus());
    blurForPicture();
  },
};

export const EmailErrors: Story = {
  args: { phoneResetEnabled: false },
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.type(input(canvasElement, m['field.email']), 'player@');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.resetPassword'] }));
    await waitFor(() =>
      expect(input(canvasElement, m['field.username'])).toHaveAccessibleDescription(m['validation.required']),
    );
    await expect(input(canvasElement, m['field.email'])).toHaveAccessibleDescription(
      m['validation.emailInvalid'],
    );
    await waitFor(() => expect(input(canvasElement, m['field.username'])).toHaveFocus());
    blurForPicture();
  },
};

export const SmsCountdownRunning: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.type(input(canvasElement, m['field.mobileNum']), '0501234567');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiCatalogueOf(globals)['countdown.send'] }),
    );
    await expect(args.onRequestSms).toHaveBeenCalledWith({
      mobileNum: '0501234567',
      countryDialingCode: '+966',
    });
    await within(canvasElement).findByRole('button', {
      name: fill(uiCatalogueOf(globals)['countdown.seconds'], { seconds: 60 }),
    });
  },
};

export const FailedReset: Story = {
  args: { phoneResetEnabled: false },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.type(input(canvasElement, m['field.username']), 'ghost');
    await userEvent.type(input(canvasElement, m['field.email']), 'ghost@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.resetPassword'] }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(m['error.userNotFound']);
    await expect(args.onSubmitEmail).toHaveBeenCalledWith({ username: 'ghost', email: 'ghost@example.com' });
  },
};
