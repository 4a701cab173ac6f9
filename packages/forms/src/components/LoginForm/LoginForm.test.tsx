import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedMessages, uiPanelsCatalogue, type UiPanelMessageKey } from '@portal/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { LoginForm, type LoginFormProps } from './LoginForm';

const catalogues = { ar, en } as const;
const challenge = {
  id: 'puzzle-1',
  background: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  piece: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  width: 320,
  height: 160,
  pieceSize: 44,
  pieceY: 40,
};
const codes = [
  { value: '+966', label: '+966' },
  { value: '+971', label: '+971' },
];

function renderLogin(props: Partial<LoginFormProps>, locale: string) {
  const callbacks = {
    onSubmit: vi.fn().mockResolvedValue({ ok: true }),
    onRequestSms: vi.fn().mockResolvedValue({ expiredMinutes: 1 }),
    onRememberedChange: vi.fn(),
    onForgotPassword: vi.fn(),
    onRegister: vi.fn(),
    slider: { challenge, onVerify: vi.fn().mockResolvedValue({ sliderToken: 'tok-1' }), onRefresh: vi.fn() },
    captcha: { image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', onRefresh: vi.fn() },
  };
  const view = renderWithPortal(
    <LoginForm
      smsLoginEnabled
      mobile={{ mobileMaxLength: 10 }}
      countryDialingCodes={codes}
      {...callbacks}
      {...props}
    />,
    { locale },
  );
  return { ...view, ...callbacks };
}

/** Validation runs asynchronously: wait for the message the field is described by. */
const said = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(text));

describe.each(directions)('LoginForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  const ui = loadedMessages(uiPanelsCatalogue, locale) as Record<UiPanelMessageKey, string>;
  const starts = (text: string) => new RegExp(`^${text}`);
  /** The visible control labelled so (the inactive tab's panel is hidden, not removed). */
  const control = (text: string) =>
    screen
      .getAllByLabelText(starts(text), { selector: 'input, select' })
      .find((element) => !element.closest('[hidden]'))!;
  const submit = () => screen.getByRole('button', { name: m['action.login'] });
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const passSlider = async (user: ReturnType<typeof setup>) => {
    screen.getByRole('slider').focus();
    await user.keyboard('{Enter}');
    await screen.findByText(m['slider.verified']);
  };
  const fillCredentials = async (user: ReturnType<typeof setup>) => {
    await user.type(control(m['field.username']), '  player1 ');
    await user.type(control(m['field.password']), 'secret-1');
  };

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the SMS tab only when verification-code login is enabled', async () => {
    const { container, unmount } = renderLogin({}, locale);
    const tabs = within(screen.getByRole('tablist', { name: m['login.tabs'] })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([m['login.tab.username'], m['login.tab.sms']]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(container);
    unmount();
    renderLogin({ smsLoginEnabled: false }, locale);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab', { name: m['login.tab.sms'] })).toBeNull();
    expect(control(m['field.username'])).toBeVisible();
  });

  it('lets the password manager keep the password: autocomplete, name and type', () => {
    renderLogin({}, locale);
    const password = control(m['field.password']);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('type', 'password');
    expect(control(m['field.username'])).toHaveAttribute('autocomplete', 'username');
  });

  it('needs the slider before a username login: the message shows and nothing is sent', async () => {
    const user = setup();
    const { onSubmit, slider, container } = renderLogin({}, locale);
    await user.click(submit());
    await said(control(m['field.username']), m['validation.required']);
    await said(control(m['field.password']), m['validation.required']);
    expect(screen.getByRole('alert')).toHaveTextContent(m['validation.verifyFirst']);
    await fillCredentials(user);
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(m['validation.verifyFirst']);
    expect(onSubmit).not.toHaveBeenCalled();
    await passSlider(user);
    expect(slider.onVerify).toHaveBeenCalledWith(expect.objectContaining({ challengeId: 'puzzle-1' }));
    expect(screen.queryByText(m['validation.verifyFirst'])).toBeNull();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      sliderToken: 'tok-1',
      type: 'username',
      username: 'player1',
      password: 'secret-1',
    });
    await expectNoAxeViolations(container);
  });

  it('shows the captcha only after a failed login that carries the captcha flag', async () => {
    const user = setup();
    const { onSubmit, slider, captcha, container } = renderLogin({}, locale);
    onSubmit
      .mockResolvedValueOnce({ ok: false, message: 'error.userNotFound' })
      .mockResolvedValueOnce({ ok: false, message: 'error.userNotFound', captchaRequired: true });
    const captchaField = () => screen.queryByRole('textbox', { name: starts(m['field.captcha']) });
    expect(captchaField()).toBeNull();

    await fillCredentials(user);
    await passSlider(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m['error.userNotFound']);
    expect(alert.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(captchaField()).toBeNull();
    // The used puzzle is taken back and a new one asked for; what was typed stays.
    expect(screen.getByRole('slider')).toBeInTheDocument();
    expect(slider.onRefresh).toHaveBeenCalledTimes(1);
    expect(control(m['field.username'])).toHaveValue('  player1 ');
    expect(control(m['field.password'])).toHaveValue('secret-1');

    await passSlider(user);
    await user.click(submit());
    await waitFor(() => expect(captchaField()).toBeInTheDocument());
    expect(captcha.onRefresh).toHaveBeenCalledTimes(1);

    await passSlider(user);
    await user.click(submit());
    await said(captchaField()!, m['validation.captchaRequired']);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.type(captchaField()!, 'AB12');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit).toHaveBeenLastCalledWith({
      sliderToken: 'tok-1',
      type: 'username',
      username: 'player1',
      password: 'secret-1',
      captcha: 'AB12',
    });
    await expectNoAxeViolations(container);
  });

  it('shows the loading button while the login runs', async () => {
    const user = setup();
    let settle: (outcome: { ok: true }) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<{ ok: true }>((resolve) => (settle = resolve)));
    renderLogin({ onSubmit }, locale);
    await fillCredentials(user);
    await passSlider(user);
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await act(async () => settle({ ok: true }));
    expect(submit()).not.toHaveAttribute('aria-busy');
  });

  it('remembers the username when ticked, clears it when not, and never reports the password', async () => {
    const user = setup();
    const { onRememberedChange } = renderLogin(
      {
        remembered: {
          username: 'saved-user',
          remember: true,
          mobileNum: '0501234567',
          countryDialingCode: '+971',
        },
      },
      locale,
    );
    const remember = screen.getByRole('checkbox', { name: m['field.remember'] });
    expect(remember).toBeChecked();
    expect(control(m['field.username'])).toHaveValue('saved-user');
    expect(control(m['field.password'])).toHaveValue('');
    await user.type(control(m['field.password']), 'secret-1');
    await passSlider(user);
    await user.click(submit());
    await waitFor(() =>
      expect(onRememberedChange).toHaveBeenLastCalledWith({
        username: 'saved-user',
        remember: true,
        mobileNum: '0501234567',
        countryDialingCode: '+971',
      }),
    );
    // The slider stays passed after a successful login: the next submit needs no new puzzle.
    await user.click(remember);
    await user.click(submit());
    await waitFor(() => expect(onRememberedChange).toHaveBeenLastCalledWith({ remember: false }));
    for (const [reported] of onRememberedChange.mock.calls) {
      expect(reported).not.toHaveProperty('password');
      expect(JSON.stringify(reported)).not.toContain('secret-1');
    }
  });

  it('logs in by SMS with the mobile number and the code, without the slider', async () => {
    const user = setup();
    const { onSubmit, onRequestSms, onRememberedChange, container } = renderLogin({}, locale);
    const usernameTab = screen.getByRole('tab', { name: m['login.tab.username'] });
    usernameTab.focus();
    await user.keyboard(locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    expect(screen.getByRole('tab', { name: m['login.tab.sms'] })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('slider')).toBeNull();

    const send = screen.getByRole('button', { name: ui['countdown.send'] });
    await user.type(control(m['field.mobileNum']), '05x');
    await user.click(send);
    await said(control(m['field.mobileNum']), m.phone_tips.replace('{{max}}', '10'));
    expect(onRequestSms).not.toHaveBeenCalled();
    await user.clear(control(m['field.mobileNum']));
    await user.type(control(m['field.mobileNum']), '0501234567');
    await user.selectOptions(control(m['field.countryDialingCode']), '+971');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(send);
    expect(onRequestSms).toHaveBeenCalledWith({ mobileNum: '0501234567', countryDialingCode: '+971' });

    await user.type(control(m['field.verificationCode']), '012345');
    await user.click(screen.getByRole('checkbox', { name: m['field.remember'] }));
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        type: 'sms',
        username: '0501234567',
        password: '012345',
        countryDialingCode: '+971',
      }),
    );
    expect(onRememberedChange).toHaveBeenLastCalledWith({
      username: undefined,
      remember: true,
      mobileNum: '0501234567',
      countryDialingCode: '+971',
    });
    await expectNoAxeViolations(container);
  });

  it('routes through the link callbacks; free demo and social icons only when given', async () => {
    const user = setup();
    const { onForgotPassword, onRegister, unmount } = renderLogin({}, locale);
    expect(screen.queryByRole('button', { name: m['action.freeDemo'] })).toBeNull();
    expect(screen.queryByText(m['login.social'])).toBeNull();
    await user.click(screen.getByRole('button', { name: m['action.forgotPassword'] }));
    await user.click(screen.getByRole('button', { name: m['action.register'] }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    expect(onRegister).toHaveBeenCalledTimes(1);
    unmount();

    const onFreeDemo = vi.fn();
    const { container } = renderLogin(
      { onFreeDemo, social: <button type="button">Social A</button> },
      locale,
    );
    await user.click(screen.getByRole('button', { name: m['action.freeDemo'] }));
    expect(onFreeDemo).toHaveBeenCalledTimes(1);
    expect(screen.getByText(m['login.social'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Social A' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
