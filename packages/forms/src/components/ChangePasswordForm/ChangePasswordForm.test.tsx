import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { ChangePasswordForm } from './ChangePasswordForm';

const catalogues = { ar, en } as const;

/** Validation runs asynchronously: wait for the message the field is described by. */
const said = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(text));

describe.each(directions)('ChangePasswordForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  const field = (key: 'field.oldPassword' | 'field.newPassword' | 'field.confirmNewPassword') =>
    screen.getByLabelText(new RegExp(`^${m[key]}`));
  const submit = () => screen.getByRole('button', { name: m['action.changePassword'] });

  it('sends the old, new and confirmed password with the spec names', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const { container } = renderWithPortal(<ChangePasswordForm onSubmit={onSubmit} />, { locale });
    expect(field('field.oldPassword')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('field.newPassword')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(field('field.oldPassword'), 'old-pass');
    await user.type(field('field.newPassword'), 'new-pass1');
    await user.type(field('field.confirmNewPassword'), 'new-pass1');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      oldPassword: 'old-pass',
      newPassword: 'new-pass1',
      confirmNewPassword: 'new-pass1',
    });
    await expectNoAxeViolations(container);
  });

  it('shows the first error under each field, and the mismatch under the confirmation', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderWithPortal(<ChangePasswordForm onSubmit={onSubmit} />, { locale });
    await user.click(submit());
    await said(field('field.oldPassword'), m['validation.required']);
    await said(field('field.newPassword'), m['validation.required']);
    await said(field('field.confirmNewPassword'), m['validation.required']);
    await user.type(field('field.oldPassword'), 'old-pass');
    await user.type(field('field.newPassword'), 'abc');
    await user.click(submit());
    await said(
      field('field.newPassword'),
      m['validation.passwordLength'].replace('{{min}}', '6').replace('{{max}}', '20'),
    );
    await user.clear(field('field.newPassword'));
    await user.type(field('field.newPassword'), 'new-pass1');
    await user.type(field('field.confirmNewPassword'), 'new-pass2');
    await user.click(submit());
    await said(field('field.confirmNewPassword'), m['validation.confirmMismatch']);
    expect(field('field.confirmNewPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('does not ask the old password when a temporary one exists, and sends the temporary one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    renderWithPortal(<ChangePasswordForm temporaryPassword="Temp#123" onSubmit={onSubmit} />, { locale });
    expect(screen.queryByLabelText(new RegExp(`^${m['field.oldPassword']}`))).toBeNull();
    expect(screen.getByText(m['changePassword.temporary'])).toBeInTheDocument();
    await user.type(field('field.newPassword'), 'new-pass1');
    await user.type(field('field.confirmNewPassword'), 'new-pass1');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Temp#123',
      newPassword: 'new-pass1',
      confirmNewPassword: 'new-pass1',
    });
  });

  it('shows a failed outcome translated in an alert, keeps the typed values, and loads meanwhile', async () => {
    const user = userEvent.setup();
    let settle: (outcome: { ok: false; message: string }) => void = () => {};
    const onSubmit = vi.fn(
      () => new Promise<{ ok: false; message: string }>((resolve) => (settle = resolve)),
    );
    const { container } = renderWithPortal(<ChangePasswordForm onSubmit={onSubmit} />, { locale });
    await user.type(field('field.oldPassword'), 'old-pass');
    await user.type(field('field.newPassword'), 'new-pass1');
    await user.type(field('field.confirmNewPassword'), 'new-pass1');
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    settle({ ok: false, message: 'validation.password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m['validation.password']);
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(field('field.oldPassword')).toHaveValue('old-pass');
    await expectNoAxeViolations(container);
  });

  it("shows a server's own sentence as it came, and a generic message for a rejected call", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, message: 'Old password is wrong' })
      .mockRejectedValueOnce(new TypeError(''));
    renderWithPortal(<ChangePasswordForm temporaryPassword="Temp#123" onSubmit={onSubmit} />, { locale });
    await user.type(field('field.newPassword'), 'new-pass1');
    await user.type(field('field.confirmNewPassword'), 'new-pass1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Old password is wrong');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(m['error.unknown']);
  });
});
