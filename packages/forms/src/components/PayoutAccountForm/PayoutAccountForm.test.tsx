import { loadedMessages, uiCatalogue, uiPanelsCatalogue } from '@portal/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en, type FormsMessageKey } from '../../i18n/messages/en';
import { PayoutAccountForm, type PayoutAccountFormProps } from './PayoutAccountForm';

const catalogues = { ar, en } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Validation runs asynchronously: wait for the message the field is described by. */
const said = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(literally(text)));

const dialingCodes = [
  { countryCode: 'SA', dialingCode: '+966' },
  { countryCode: 'AE', dialingCode: '+971' },
];

describe.each(directions)('PayoutAccountForm ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  // The send button's texts are in the kit's panels catalogue.
  const ui = { ...loadedMessages(uiCatalogue, locale), ...loadedMessages(uiPanelsCatalogue, locale) };
  const field = (key: FormsMessageKey) =>
    screen.getByLabelText(new RegExp(`^${m[key]}`), { selector: 'input, select' });
  const queryField = (key: FormsMessageKey) =>
    screen.queryByLabelText(new RegExp(`^${m[key]}`), { selector: 'input, select' });
  const submit = () => screen.getByRole('button', { name: m['action.addPayoutAccount'] });
  const sendCode = () => screen.getByRole('button', { name: ui['countdown.send'] });
  const kind = (key: 'payout.kind.bank' | 'payout.kind.ewallet') =>
    screen.getByRole('radio', { name: new RegExp(m[key]) });
  const render = (props: Partial<PayoutAccountFormProps> = {}) => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const onRequestCode = vi.fn().mockResolvedValue({ expiredMinutes: 5 });
    const view = renderWithPortal(
      <PayoutAccountForm
        maskedMobile="+966 •••• 4567"
        mobile={{ mobileMaxLength: 10, mobileMinLength: 9 }}
        dialingCodes={dialingCodes}
        onRequestCode={onRequestCode}
        onSubmit={onSubmit}
        {...props}
      />,
      { locale },
    );
    return { ...view, onSubmit, onRequestCode, ...props };
  };

  it("sends the code to the member's own number, and binds a bank card by its digits", async () => {
    const user = userEvent.setup();
    const { container, onSubmit, onRequestCode } = render();
    expect(screen.getByRole('group', { name: m['payout.kinds'] })).toBeInTheDocument();
    expect(kind('payout.kind.bank')).toBeChecked();
    expect(queryField('field.mobileNum')).toBeNull();
    expect(queryField('field.countryDialingCode')).toBeNull();
    expect(field('field.verificationCode')).toHaveAccessibleDescription(
      literally(fill(m['payout.codeSentTo'], { mobile: '\u2066+966 •••• 4567\u2069' })),
    );
    await user.click(sendCode());
    await waitFor(() => expect(onRequestCode).toHaveBeenCalledTimes(1));
    expect(onRequestCode).toHaveBeenCalledWith();

    await user.type(field('field.bankName'), 'Al Rajhi Bank');
    await user.type(field('field.holderName'), ' Sara Al-Harbi ');
    await user.type(field('field.bankNumber'), '4012 8888-8888 1881');
    await user.type(field('field.verificationCode'), '123456');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        kind: 'bank',
        institution: 'Al Rajhi Bank',
        holderName: 'Sara Al-Harbi',
        accountNumber: '4012888888881881',
        verificationCode: '123456',
      }),
    );
    await expectNoAxeViolations(container);
  });

  it("switches the name's and the number's labels, keyboard and rule with the kind", async () => {
    const user = userEvent.setup();
    const { onSubmit } = render();
    expect(field('field.bankNumber')).toHaveAttribute('inputmode', 'numeric');
    await user.type(field('field.bankName'), 'Al Rajhi Bank');
    await user.type(field('field.holderName'), 'Sara Al-Harbi');
    await user.type(field('field.bankNumber'), 'abc');
    await user.type(field('field.verificationCode'), '123456');
    await user.click(submit());
    await said(field('field.bankNumber'), fill(m['cashier.bankNumber'], { min: 8, max: 30 }));

    await user.click(kind('payout.kind.ewallet'));
    expect(kind('payout.kind.ewallet')).toBeChecked();
    expect(queryField('field.bankName')).toBeNull();
    expect(field('field.walletName')).toHaveValue('Al Rajhi Bank');
    expect(field('field.walletNumber')).toHaveAttribute('inputmode', 'text');
    // The number is checked again with the e-wallet's rule at once.
    await said(field('field.walletNumber'), fill(m['cashier.walletNumber'], { min: 4, max: 64 }));
    await user.clear(field('field.walletNumber'));
    await user.type(field('field.walletNumber'), 'sara.harbi@example.com');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'ewallet', accountNumber: 'sara.harbi@example.com' }),
      ),
    );
  });

  it('shows each rule under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { container, onSubmit } = render();
    await user.click(submit());
    await said(field('field.bankName'), m['validation.required']);
    await said(field('field.holderName'), m['validation.required']);
    await said(field('field.bankNumber'), m['validation.required']);
    await said(field('field.verificationCode'), m['validation.codeInvalid']);
    expect(field('field.bankName')).toHaveFocus();
    await user.type(field('field.bankName'), 'A');
    await user.type(field('field.holderName'), 'S');
    await user.click(submit());
    await said(field('field.bankName'), fill(m['cashier.nameLength'], { min: 2, max: 40 }));
    await said(field('field.holderName'), fill(m['cashier.nameLength'], { min: 2, max: 60 }));
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('asks a number with its dialing code when the member has none, and sends the code there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container, onSubmit, onRequestCode } = render({ maskedMobile: undefined });
    expect(screen.getByText(m['payout.mobileKept'])).toBeVisible();
    expect(screen.getByRole('option', { name: 'AE +971' })).toBeInTheDocument();
    await user.click(sendCode());
    await said(field('field.mobileNum'), m['validation.required']);
    expect(field('field.mobileNum')).toHaveFocus();
    expect(onRequestCode).not.toHaveBeenCalled();

    await user.selectOptions(field('field.countryDialingCode'), '+971');
    await user.type(field('field.mobileNum'), '501234567');
    // The send button takes one press per 1000 ms.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(sendCode());
    await waitFor(() =>
      expect(onRequestCode).toHaveBeenCalledWith({ countryDialingCode: '+971', mobileNum: '501234567' }),
    );
    await user.type(field('field.bankName'), 'Al Rajhi Bank');
    await user.type(field('field.holderName'), 'Sara Al-Harbi');
    await user.type(field('field.bankNumber'), '4012888888881881');
    await user.type(field('field.verificationCode'), '123456');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        kind: 'bank',
        institution: 'Al Rajhi Bank',
        holderName: 'Sara Al-Harbi',
        accountNumber: '4012888888881881',
        verificationCode: '123456',
        countryDialingCode: '+971',
        mobileNum: '501234567',
      }),
    );
    await expectNoAxeViolations(container);
  });

  it('loads while the platform answers, then shows its refusal above the button', async () => {
    const user = userEvent.setup();
    let settle: (outcome: { ok: false; message: string }) => void = () => {};
    const onSubmit = vi.fn(
      () => new Promise<{ ok: false; message: string }>((resolve) => (settle = resolve)),
    );
    render({ onSubmit });
    await user.type(field('field.bankName'), 'Al Rajhi Bank');
    await user.type(field('field.holderName'), 'Sara Al-Harbi');
    await user.type(field('field.bankNumber'), '4012888888881881');
    await user.type(field('field.verificationCode'), '000000');
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    settle({ ok: false, message: 'error.phone.invalidCode' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m['error.phone.invalidCode']);
    expect(submit()).not.toHaveAttribute('aria-busy');
  });
});
