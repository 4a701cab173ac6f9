import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedMessages, uiCatalogue, uiPanelsCatalogue, type UiMessageKey } from '@portal/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

const catalogues = { ar, en } as const;
const codes = [
  { value: '+966', label: '+966' },
  { value: '+971', label: '+971' },
];

const setupForm = (props: Partial<ForgotPasswordFormProps>, locale: string) => {
  const callbacks = {
    onSubmitEmail: vi.fn().mockResolvedValue({ ok: true }),
    onSubmitPhone: vi.fn().mockResolvedValue({ ok: true }),
    onRequestSms: vi.fn().mockResolvedValue({ expiredMinutes: 1 }),
  };
  const view = renderWithPortal(
    <ForgotPasswordForm
      phoneResetEnabled
      mobile={{ mobileMaxLength: 10 }}
      countryDialingCodes={codes}
      {...callbacks}
      {...props}
    />,
    { locale },
  );
  return { ...view, ...callbacks };
};

/** Validation runs asynchronously: wait for the message the field is described by. */
const said = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(text));

describe.each(directions)('ForgotPasswordForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  // The form shows texts of both of the kit's catalogues: the first page's and the panels'.
  const ui = {
    ...loadedMessages(uiCatalogue, locale),
    ...loadedMessages(uiPanelsCatalogue, locale),
  } as Record<UiMessageKey, string>;
  const byLabel = (text: string) =>
    screen.getByLabelText(new RegExp(`^${text}`), { selector: 'input, select' });
  const submit = () => screen.getByRole('button', { name: m['action.resetPassword'] });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('offers both methods when phone reset is on, the mobile number first and by default', async () => {
    const { container } = setupForm({}, locale);
    const tabs = within(screen.getByRole('tablist', { name: m['forgot.method'] })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      m['forgot.method.mobileNum'],
      m['forgot.method.email'],
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(byLabel(m['field.mobileNum'])).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('offers the e-mail method alone when phone reset is off', async () => {
    const { container } = setupForm({ phoneResetEnabled: false }, locale);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${m['field.mobileNum']}`), { selector: 'input' })).toBeNull();
    expect(byLabel(m['field.email'])).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('by e-mail: shows the first error per field, then sends the trimmed username and the e-mail', async () => {
    const user = setup();
    const { onSubmitEmail, container } = setupForm({ phoneResetEnabled: false }, locale);
    await user.click(submit());
    await said(byLabel(m['field.username']), m['validation.required']);
    await said(byLabel(m['field.email']), m['validation.required']);
    await user.type(byLabel(m['field.username']), '  player1 ');
    await user.type(byLabel(m['field.email']), 'player@');
    await user.click(submit());
    await said(byLabel(m['field.email']), m['validation.emailInvalid']);
    await user.type(byLabel(m['field.email']), 'example.com');
    await user.click(submit());
    expect(onSubmitEmail).toHaveBeenCalledWith({ username: 'player1', email: 'player@example.com' });
    await expectNoAxeViolations(container);
  });

  it('switches method by keyboard alone', async () => {
    const user = setup();
    setupForm({}, locale);
    await user.tab();
    expect(screen.getByRole('tab', { name: m['forgot.method.mobileNum'] })).toHaveFocus();
    await user.keyboard(locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    const email = screen.getByRole('tab', { name: m['forgot.method.email'] });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(byLabel(m['field.email'])).toBeVisible();
  });

  it('by phone: checks the number before asking for a code, then sends it with the dialing code', async () => {
    const user = setup();
    const { onRequestSms } = setupForm({}, locale);
    const send = screen.getByRole('button', { name: ui['countdown.send'] });
    await user.type(byLabel(m['field.mobileNum']), '12ab');
    await user.click(send);
    expect(onRequestSms).not.toHaveBeenCalled();
    await said(byLabel(m['field.mobileNum']), m.phone_tips.replace('{{max}}', '10'));
    await user.selectOptions(byLabel(m['field.countryDialingCode']), '+971');
    await user.clear(byLabel(m['field.mobileNum']));
    await user.type(byLabel(m['field.mobileNum']), ' 0501234567');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(send);
    expect(onRequestSms).toHaveBeenCalledWith({ mobileNum: '0501234567', countryDialingCode: '+971' });
    expect(
      await screen.findByRole('button', { name: ui['countdown.seconds'].replace('{{seconds}}', '60') }),
    ).toBe(send);
  });

  it('by phone: sends the new password, the number with its dialing code and the code, untrimmed', async () => {
    const user = setup();
    const { onSubmitPhone, container } = setupForm({}, locale);
    const password = byLabel(m['field.newPassword']);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.click(submit());
    await said(byLabel(m['field.verificationCode']), m['validation.codeInvalid']);
    await said(password, m['validation.required']);
    await user.type(byLabel(m['field.mobileNum']), '0501234567');
    await user.type(byLabel(m['field.verificationCode']), '123456');
    await user.type(password, 'abc');
    await user.click(submit());
    await said(password, m['validation.passwordLength'].replace('{{min}}', '6').replace('{{max}}', '20'));
    await user.type(password, 'def1');
    // The visibility toggle and the clear control of the password.
    await user.click(screen.getByRole('button', { name: ui['passwordField.show'] }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: ui['textField.clear'] })).toBeInTheDocument();
    await user.click(submit());
    expect(onSubmitPhone).toHaveBeenCalledWith({
      newPassword: 'abcdef1',
      mobileNum: '0501234567',
      verificationCode: '123456',
      countryDialingCode: '+966',
    });
    await expectNoAxeViolations(container);
  });

  it('shows a failed outcome translated above the button and keeps what was typed', async () => {
    const user = setup();
    const { onSubmitEmail } = setupForm({ phoneResetEnabled: false }, locale);
    onSubmitEmail.mockResolvedValueOnce({ ok: false, message: 'error.userNotFound' });
    await user.type(byLabel(m['field.username']), 'player1');
    await user.type(byLabel(m['field.email']), 'player@example.com');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m['error.userNotFound']);
    expect(alert.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(byLabel(m['field.username'])).toHaveValue('player1');
  });
});
