import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurForPicture, catalogueOf, inPanel } from '../private/storyKit';
import { ChangePasswordForm, type ChangePasswordPayload } from './ChangePasswordForm';

/** A fake platform: the old password 'wrong-pass' is refused with the spec's message. */
const changePassword = async ({ oldPassword }: ChangePasswordPayload) =>
  oldPassword === 'wrong-pass'
    ? { ok: false as const, message: 'validation.password' }
    : { ok: true as const };

const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [inPanel],
  args: { onSubmit: fn(changePassword) },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

export const Empty: Story = {};

export const MismatchError: Story = {
  // A field in error is RequiredErrors', filled fields FailedChange's, both in both brands.
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.type(password(canvasElement, m['field.oldPassword']), 'old-pass');
    await userEvent.type(password(canvasElement, m['field.newPassword']), 'new-pass1');
    await userEvent.type(password(canvasElement, m['field.confirmNewPassword']), 'new-pass2');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.changePassword'] }));
    const confirmation = password(canvasElement, m['field.confirmNewPassword']);
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription(m['validation.confirmMismatch']));
    // The first field in error takes the focus.
    await waitFor(() => expect(confirmation).toHaveFocus());
    blurForPicture();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.changePassword'] }));
    await waitFor(() =>
      expect(password(canvasElement, m['field.oldPassword'])).toHaveAccessibleDescription(
        m['validation.required'],
      ),
    );
    await waitFor(() => expect(password(canvasElement, m['field.oldPassword'])).toHaveFocus());
    blurForPicture();
  },
};

export const FailedChange: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await userEvent.type(password(canvasElement, m['field.oldPassword']), 'wrong-pass');
    await userEvent.type(password(canvasElement, m['field.newPassword']), 'new-pass1');
    await userEvent.type(password(canvasElement, m['field.confirmNewPassword']), 'new-pass1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.changePassword'] }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(m['validation.password']);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'wrong-pass',
      newPassword: 'new-pass1',
      confirmNewPassword: 'new-pass1',
    });
  },
};

export const WithTemporaryPassword: Story = {
  args: { temporaryPassword: 'Temp#2024' },
  play: async ({ canvasElement, globals, args }) => {
    const m = catalogueOf(globals);
    await expect(within(canvasElement).queryByLabelText(new RegExp(`^${m['field.oldPassword']}`))).toBeNull();
    await userEvent.type(password(canvasElement, m['field.newPassword']), 'new-pass1');
    await userEvent.type(password(canvasElement, m['field.confirmNewPassword']), 'new-pass1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: m['action.changePassword'] }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        oldPassword: 'Temp#2024',
        newPassword: 'new-pass1',
        confirmNewPassword: 'new-pass1',
      }),
    );
  },
};
