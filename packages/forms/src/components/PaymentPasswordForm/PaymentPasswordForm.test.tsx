import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en, type FormsMessageKey } from '../../i18n/messages/en';
import { PaymentPasswordForm } from './PaymentPasswordForm';

const catalogues = { ar, en } as const;

/** Validation runs asynchronously: wait for the message the field is described by. */
const said = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(text));

describe.each(directions)('PaymentPasswordForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  const field = (key: FormsMessageKey) =>
    screen.getByLabelText(new RegExp(`^${m[key]}`), { selector: 'input' });
  const setButton = () => screen.getByRole('button', { name: m['action.setPaymentPassword'] });
  const changeButton = () => screen.getByRole('button', { name: m['action.changePaymentPassword'] });

  it('sets it with the login password as proof, on digit-only fields, and says what it is for', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const { container } = renderWithPortal(<PaymentPasswordForm isSet={false} onSubmit={onSubmit} />, {
      locale,
    });
    expect(screen.getByText(m['paymentPassword.about'].replace('{{length}}', '6'))).toBeVisible();
    expect(screen.queryByLabelText(new RegExp(`^${m['field.oldPaymentPassword']}`))).toBeNull();
    expect(field('field.loginPassword')).toHaveAttribute('autocomplete', 'current-password');
    for (const key of ['field.paymentPassword', 'field.confirmPaymentPassword'] as const) {
      expect(field(key)).toHaveAttribute('type', 'password');
      expect(field(key)).toHaveAttribute('inputmode', 'numeric');
      expect(field(key)).toHaveAttribute('maxlength', '6');
      expect(field(key)).toHaveAttribute('autocomplete', 'new-password');
    }
    await user.type(field('field.loginPassword'), 'login-pass1');
    await user.type(field('field.paymentPassword'), '204816');
    await user.type(field('field.confirmPaymentPassword'), '204816');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        loginPassword: 'login-pass1',
        newPaymentPassword: '204816',
        confirmPaymentPassword: '204816',
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('changes it with the current payment password as proof, and sends no login password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    renderWithPortal(<PaymentPasswordForm isSet onSubmit={onSubmit} />, { locale });
    expect(screen.queryByLabelText(new RegExp(`^${m['field.loginPassword']}`))).toBeNull();
    expect(field('field.oldPaymentPassword')).toHaveAttribute('inputmode', 'numeric');
    expect(field('field.oldPaymentPassword')).toHaveAttribute('autocomplete', 'off');
    await user.type(field('field.oldPaymentPassword'), '204816');
    await user.type(field('field.newPaymentPassword'), '730519');
    await user.type(field('field.confirmPaymentPassword'), '730519');
    await user.click(changeButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        oldPaymentPassword: '204816',
        newPaymentPassword: '730519',
        confirmPaymentPassword: '730519',
      }),
    );
  });

  it('shows each rule: required, 6 digits, and the confirmation mismatch', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderWithPortal(<PaymentPasswordForm isSet onSubmit={onSubmit} />, { locale });
    await user.click(changeButton());
    await said(field('field.oldPaymentPassword'), m['validation.required']);
    await said(field('field.newPaymentPassword'), m['validation.required']);
    await said(field('field.confirmPaymentPassword'), m['validation.required']);
    expect(field('field.oldPaymentPassword')).toHaveFocus();
    await user.type(field('field.oldPaymentPassword'), '204816');
    await user.type(field('field.newPaymentPassword'), '12ab56');
    await user.type(field('field.confirmPaymentPassword'), '12ab56');
    await user.click(changeButton());
    await said(field('field.newPaymentPassword'), m['cashier.paymentPasswordFormat'].replace('{{min}}', '6'));
    // The confirmation is compared with a new password that fits the rule only.
    expect(field('field.confirmPaymentPassword')).not.toHaveAttribute('aria-invalid');
    await user.clear(field('field.newPaymentPassword'));
    await user.type(field('field.newPaymentPassword'), '123456');
    await user.click(changeButton());
    await said(field('field.confirmPaymentPassword'), m['validation.confirmMismatch']);
    expect(field('field.confirmPaymentPassword')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('loads while the platform answers, then shows its refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    let settle: (outcome: { ok: false; message: string }) => void = () => {};
    const onSubmit = vi.fn(
      () => new Promise<{ ok: false; message: string }>((resolve) => (settle = resolve)),
    );
    renderWithPortal(<PaymentPasswordForm isSet={false} onSubmit={onSubmit} />, { locale });
    await user.type(field('field.loginPassword'), 'wrong-pass');
    await user.type(field('field.paymentPassword'), '204816');
    await user.type(field('field.confirmPaymentPassword'), '204816');
    await user.click(setButton());
    await waitFor(() => expect(setButton()).toHaveAttribute('aria-busy', 'true'));
    settle({ ok: false, message: 'validation.password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m['validation.password']);
    expect(setButton()).not.toHaveAttribute('aria-busy');
    expect(field('field.loginPassword')).toHaveValue('wrong-pass');
  });
});
