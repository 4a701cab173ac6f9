import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { PasswordField } from './PasswordField';

describe.each(directions)('PasswordField ($locale, $dir)', ({ locale }) => {
  // It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
  const messages = uiTexts[locale === 'ar' ? 'ar' : 'en'];

  it('hides the password and toggles it with a pressed button', async () => {
    const onVisibleChange = vi.fn();
    const { container } = renderWithPortal(
      <PasswordField label="Password" autoComplete="current-password" onVisibleChange={onVisibleChange} />,
      { locale },
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const show = screen.getByRole('button', { name: messages['passwordField.show'] });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: messages['passwordField.hide'] });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(hide).toHaveFocus();
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('follows a controlled visibility', async () => {
    const onVisibleChange = vi.fn();
    renderWithPortal(<PasswordField label="New password" visible onVisibleChange={onVisibleChange} />, {
      locale,
    });
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: messages['passwordField.hide'] }));
    expect(onVisibleChange).toHaveBeenCalledWith(false);
    expect(input).toHaveAttribute('type', 'text');
  });

  it('forwards its ref, passes native props and clears through onChange', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn((event: ChangeEvent<HTMLInputElement>) => event.target.value);
    renderWithPortal(
      <PasswordField
        ref={ref}
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        maxLength={20}
        required
        onChange={onChange}
      />,
      { locale },
    );
    const input = screen.getByLabelText(/^New password/);
    expect(input).toHaveAccessibleName(`New password ${messages['textField.required']}`);
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'newPassword');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toBeRequired();
    await userEvent.type(input, 'S3cret!');
    expect(input).toHaveValue('S3cret!');
    await userEvent.click(screen.getByRole('button', { name: messages['textField.clear'] }));
    expect(input).toHaveValue('');
    expect(onChange).toHaveLastReturnedWith('');
    expect(input).toHaveFocus();
  });

  it('disables the toggle with the field', () => {
    renderWithPortal(<PasswordField label="Password" disabled defaultValue="secret" />, { locale });
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: messages['passwordField.show'] })).toBeDisabled();
    expect(screen.queryByRole('button', { name: messages['textField.clear'] })).not.toBeInTheDocument();
  });
});
