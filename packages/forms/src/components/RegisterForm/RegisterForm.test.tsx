import { loadedMessages, uiCatalogue, uiPanelsCatalogue } from '@portal/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

const forms = { ar, en } as const;
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by the start of its label (a required field's name ends with "required"). */
const named = (label: string) => new RegExp(`^${escape(label)}`);

const codes = [
  { value: '+966', label: '+966' },
  { value: '+971', label: '+971' },
];

const baseProps = (): RegisterFormProps => ({
  modes: ['username'],
  fields: {},
  mobile: { mobileMaxLength: 11 },
  smsVerification: false,
  countryDialingCodes: codes,
  referralCode: 'REF7',
  domain: 'play.example',
  onCheckAffiliate: vi.fn(async () => true),
  onRequestSms: vi.fn(async () => ({ expiredMinutes: 1 })),
  onSubmit: vi.fn(async () => ({ ok: true as const })),
  onOpenTerms: vi.fn(),
  onOpenAgreement: vi.fn(),
  onForgotPassword: vi.fn(),
  onCancel: vi.fn(),
  today: () => new Date(Date.UTC(2025, 0, 15)),
});

describe.each(directions)('RegisterForm ($locale, $dir)', ({ locale, dir }) => {
  const f = forms[locale];
  // The form shows texts of both of the kit's catalogues: the first page's and the panels'.
  const ui = { ...loadedMessages(uiCatalogue, locale), ...loadedMessages(uiPanelsCatalogue, locale) };
  const termsName = f['field.termsName'];
  const termsError = fill(f['validation.agreeTo'], { terms: termsName });

  const render = (overrides: Partial<RegisterFormProps> = {}) => {
    const props = { ...baseProps(), ...overrides };
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = renderWithPortal(<RegisterForm {...props} />, { locale });
    return { props, user, ...view };
  };
  const input = (label: string) => screen.getByLabelText(named(label), { selector: 'input, select' });
  const queryInput = (label: string) => screen.queryByLabelText(named(label), { selector: 'input, select' });
  const terms = () => screen.getByRole('checkbox');
  const submitButton = () => screen.getByRole('button', { name: f['action.register'] });

  /** Fills the username mode's own fields and ticks the terms. */
  const fillUsernameMode = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(input(f['field.username']), '  player1 ');
    await user.type(input(f['field.password']), 'secret12');
    await user.type(input(f['field.confirmPassword']), 'secret12');
    await user.click(terms());
  };

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers username mode alone with its fields, their hints and no switch', async () => {
    const { container } = render();
    expect(container.querySelector('form')?.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(input(f['field.username'])).toHaveAccessibleDescription(
      fill(f['in_increase_username'], { min: 4, max: 16 }),
    );
    expect(input(f['field.password'])).toHaveAccessibleDescription(
      fill(f['in_increase_password'], { min: 6, max: 20 }),
    );
    expect(input(f['field.confirmPassword'])).toBeRequired();
    expect(queryInput(f['field.mobileNum'])).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('defaults to mobile mode with the switch when both are allowed; changing mode reloads the captcha', async () => {
    const captcha = { image: undefined, onRefresh: vi.fn() };
    const { user, container } = render({
      modes: ['username', 'mobile'],
      fields: { captcha: { show: true, required: true } },
      captcha,
    });
    const tablist = screen.getByRole('tablist', { name: f['register.modes'] });
    expect(within(tablist).getByRole('tab', { name: f['register.mode.mobile'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(input(f['field.mobileNum'])).toBeRequired();
    expect(queryInput(f['field.username'])).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    const refreshes = captcha.onRefresh.mock.calls.length;
    await user.click(within(tablist).getByRole('tab', { name: f['register.mode.username'] }));
    expect(input(f['field.username'])).toBeInTheDocument();
    expect(queryInput(f['field.mobileNum'])).not.toBeInTheDocument();
    expect(captcha.onRefresh).toHaveBeenCalledTimes(refreshes + 1);
  });

  it('registers a mobile-only account with the number without leading zeros as its username', async () => {
    const { user, props } = render({ modes: ['mobile'] });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(queryInput(f['field.password'])).not.toBeInTheDocument();
    await user.selectOptions(input(f['field.countryDialingCode']), '+971');
    await user.type(input(f['field.mobileNum']), '00501234567');
    await user.click(terms());
    await user.click(submitButton());
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'mobile',
        username: '501234567',
        mobileNum: '00501234567',
        countryDialingCode: '+971',
        login: true,
      }),
    );
  });

  it('shows and requires the optional fields only as the settings say', async () => {
    const { user, props, container } = render({
      fields: {
        qqNum: { show: true, required: true, patternId: 6, minLength: 5, maxLength: 10 },
        wechat: { show: true, required: false },
        email: { show: false, required: true },
        paymentPassword: { show: true, required: true },
      },
    });
    expect(input(f['field.qqNum'])).toBeRequired();
    expect(input(f['field.wechat'])).not.toBeRequired();
    expect(input(f['field.paymentPassword'])).toHaveAttribute('type', 'password');
    expect(queryInput(f['field.email'])).not.toBeInTheDocument();

    await fillUsernameMode(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(input(f['field.qqNum'])).toHaveAccessibleDescription(f['validation.required']),
    );
    expect(input(f['field.paymentPassword'])).toHaveAccessibleDescription(f['validation.required']);
    expect(input(f['field.wechat'])).not.toHaveAttribute('aria-invalid');
    expect(props.onSubmit).not.toHaveBeenCalled();

    await user.type(input(f['field.qqNum']), '12a45');
    await user.click(submitButton());
    await waitFor(() =>
      expect(input(f['field.qqNum'])).toHaveAccessibleDescription(fill(f.reg_pattern_6, { min: 5, max: 10 })),
    );
    await expectNoAxeViolations(container);
  });

  it('checks the birthday against the 21-year rule on the given day', async () => {
    const { user } = render({ fields: { birthday: { show: true, required: true } } });
    await fillUsernameMode(user);
    await user.type(input(f['field.birthday']), '2004-01-16');
    await user.click(submitButton());
    await waitFor(() =>
      expect(input(f['field.birthday'])).toHaveAccessibleDescription(
        fill(f['validation.ageConfirm'], { age: 21 }),
      ),
    );
  });

  it('stops at unticked terms with the inline error only, and ticking clears it', async () => {
    const { user, props } = render();
    await user.click(submitButton());
    await waitFor(() => expect(terms()).toHaveAccessibleDescription(termsError));
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveFocus();
    // The terms come first: no other field is checked yet.
    expect(input(f['field.username'])).not.toHaveAttribute('aria-invalid');
    expect(props.onSubmit).not.toHaveBeenCalled();

    await user.click(terms());
    await waitFor(() => expect(terms()).not.toHaveAttribute('aria-invalid'));
  });

  it('opens the terms and the user agreement from the label without ticking the box', async () => {
    const { user, props } = render();
    await user.click(screen.getByRole('button', { name: termsName }));
    await user.click(screen.getByRole('button', { name: f['terms.userAgreement'] }));
    expect(props.onOpenTerms).toHaveBeenCalledTimes(1);
    expect(props.onOpenAgreement).toHaveBeenCalledTimes(1);
    expect(terms()).not.toBeChecked();
    // The checkbox is named by its whole sentence, links included.
    expect(terms()).toHaveAccessibleName(expect.stringContaining(termsName));
  });

  it('refuses a different confirmation, then sends the cleaned payload with login: true', async () => {
    const { user, props } = render();
    await user.type(input(f['field.username']), '  player1 ');
    await user.type(input(f['field.password']), 'secret12');
    await user.type(input(f['field.confirmPassword']), 'secret13');
    await user.click(terms());
    await user.click(submitButton());
    await waitFor(() =>
      expect(input(f['field.confirmPassword'])).toHaveAccessibleDescription(f['validation.confirmMismatch']),
    );
    await user.clear(input(f['field.confirmPassword']));
    await user.type(input(f['field.confirmPassword']), 'secret12');
    await user.click(submitButton());
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    const payload = vi.mocked(props.onSubmit).mock.calls[0]![0];
    expect(payload).toMatchObject({
      mode: 'username',
      username: 'player1',
      password: 'secret12',
      confirmPassword: 'secret12',
      referralCode: 'REF7',
      domain: 'play.example',
      affiliateCode: '',
      qqNum: '',
      login: true,
    });
    expect(payload).not.toHaveProperty('firebaseIdToken');
    expect(payload).not.toHaveProperty('firebaseChannel');
  });

  it('with SMS verification asks the number and the code, sends with the dialing code and counts down', async () => {
    const { user, props } = render({ smsVerification: true });
    expect(input(f['field.mobileNum'])).toBeRequired();
    await user.type(input(f['field.mobileNum']), '0501234567');
    await user.click(screen.getByRole('button', { name: ui['countdown.send'] }));
    await waitFor(() =>
      expect(props.onRequestSms).toHaveBeenCalledWith({
        mobileNum: '0501234567',
        countryDialingCode: '+966',
      }),
    );
    const countdown = await screen.findByRole('button', {
      name: fill(ui['countdown.seconds']!, { seconds: 60 }),
    });
    expect(countdown).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('button', { name: ui['countdown.resend'] })).not.toHaveAttribute(
      'aria-disabled',
    );

    await fillUsernameMode(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(input(f['field.verificationCode'])).toHaveAccessibleDescription(f['validation.codeInvalid']),
    );
    await user.type(input(f['field.verificationCode']), '123456');
    await user.click(submitButton());
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ verificationCode: '123456', mobileNum: '0501234567' }),
      ),
    );
  });

  it("hides the invitation input when the address's code passes its check on load, and sends that code", async () => {
    const onCheckAffiliate = vi.fn(async () => true);
    const { user, props } = render({
      fields: { affiliateCode: { show: true, required: true } },
      affiliateCodeFromUrl: 'INV42',
      onCheckAffiliate,
    });
    await waitFor(() => expect(onCheckAffiliate).toHaveBeenCalledWith('INV42'));
    expect(queryInput(f['field.affiliateCode'])).not.toBeInTheDocument();
    await fillUsernameMode(user);
    await user.click(submitButton());
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(props.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ affiliateCode: 'INV42' }));
  });

  it("shows the invitation input when the address's code fails its check", async () => {
    render({
      fields: { affiliateCode: { show: true, required: false } },
      affiliateCodeFromUrl: 'BAD1',
      onCheckAffiliate: vi.fn(async () => false),
    });
    expect(await screen.findByLabelText(named(f['field.affiliateCode']))).toHaveValue('');
  });

  it('shows the invitation input without an address code; a refused code stops with the warning', async () => {
    const onCheckAffiliate = vi.fn(async () => false);
    const { user, props } = render({
      fields: { affiliateCode: { show: true, required: false } },
      onCheckAffiliate,
    });
    expect(onCheckAffiliate).not.toHaveBeenCalled();
    await fillUsernameMode(user);
    await user.type(input(f['field.affiliateCode']), 'NOPE1');
    await user.click(submitButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(f.invitation_code_error);
    expect(onCheckAffiliate).toHaveBeenCalledWith('NOPE1');
    expect(props.onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: ui['dialog.ok'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('runs the challenge, then the phone provider, then the register call, adding their fields', async () => {
    const order: string[] = [];
    const onChallenge = vi.fn(async () => (order.push('challenge'), { ticket: 't-1', randstr: 'r' }));
    const onVerifyPhone = vi.fn(async () => (order.push('phone'), { firebaseIdToken: 'id-token' }));
    const onSubmit = vi.fn(async () => (order.push('register'), { ok: true as const }));
    const { user } = render({
      modes: ['mobile'],
      smsVerification: true,
      phoneProvider: true,
      onChallenge,
      onVerifyPhone,
      onSubmit,
    });
    await user.type(input(f['field.mobileNum']), '0501234567');
    await user.type(input(f['field.verificationCode']), '654321');
    await user.click(terms());
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['challenge', 'phone', 'register']);
    expect(onVerifyPhone).toHaveBeenCalledWith({
      mobileNum: '0501234567',
      countryDialingCode: '+966',
      verificationCode: '654321',
    });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        ticket: 't-1',
        randstr: 'r',
        firebaseChannel: 'sms',
        firebaseIdToken: 'id-token',
        login: true,
      }),
    );
  });

  it('stops with "Please complete verification first" when the challenge is not passed', async () => {
    const { user, props } = render({ onChallenge: vi.fn(async () => null) });
    await fillUsernameMode(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(f['validation.verifyFirst']);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failed registration above the button and keeps every input', async () => {
    const { user, container } = render({
      onSubmit: vi.fn(async () => ({ ok: false as const, message: 'validation.account' })),
    });
    await fillUsernameMode(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(f['validation.account']);
    expect(alert.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input(f['field.username'])).toHaveValue('  player1 ');
    expect(input(f['field.password'])).toHaveValue('secret12');
    expect(terms()).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('hands forgot-password and cancel to the host', async () => {
    const { user, props } = render();
    await user.click(screen.getByRole('button', { name: f['action.forgotPassword'] }));
    await user.click(screen.getByRole('button', { name: f['action.cancel'] }));
    expect(props.onForgotPassword).toHaveBeenCalledTimes(1);
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });
});
