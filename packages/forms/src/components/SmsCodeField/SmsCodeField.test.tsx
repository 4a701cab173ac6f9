import { loadedMessages, uiCatalogue, uiPanelsCatalogue } from '@portal/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { demoMobileSettings, SmsCodeFieldDemo, type SmsCodeFieldDemoProps } from './smsCodeFieldDemo.fixture';

const forms = { ar, en } as const;
/** The first test of a run also warms up axe and the form: generous on a busy machine. */
const firstTestTimeout = 15_000;
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

describe.each(directions)('SmsCodeField ($locale, $dir)', ({ locale, dir }) => {
  const f = forms[locale];
  // The field shows texts of both of the kit's catalogues: the first page's and the panels'.
  const ui = { ...loadedMessages(uiCatalogue, locale), ...loadedMessages(uiPanelsCatalogue, locale) };
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const render = (props: Partial<SmsCodeFieldDemoProps> = {}) =>
    renderWithPortal(
      <SmsCodeFieldDemo onSubmit={vi.fn()} onRequestSms={vi.fn().mockResolvedValue({})} {...props} />,
      { locale },
    );
  const mobile = () => screen.getByRole('textbox', { name: new RegExp(f['field.mobileNum']) });
  const code = () => screen.getByRole('textbox', { name: new RegExp(f['field.verificationCode']) });
  const sendButton = () => screen.getByRole('button', { name: ui['countdown.send'] });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    'renders the code input for a one-time code, never trimmed, with the send button',
    async () => {
      const user = setup();
      const onSubmit = vi.fn();
      const { container } = render({ onSubmit, defaultValues: { mobileNum: '0501234567' } });
      expect(code().closest('[dir]')).toHaveAttribute('dir', dir);
      expect(code()).toHaveAttribute('inputmode', 'numeric');
      expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code()).toHaveAttribute('maxlength', '6');
      expect(sendButton()).toBeInTheDocument();

      // A space typed before the code is kept, so the code is refused rather than silently fixed.
      await user.type(code(), ' 12345');
      expect(code()).toHaveValue(' 12345');
      await user.click(screen.getByRole('button', { name: f['action.submit'] }));
      await waitFor(() => expect(code()).toHaveAttribute('aria-invalid', 'true'));
      expect(code()).toHaveAccessibleDescription(f['validation.codeInvalid']);
      expect(onSubmit).not.toHaveBeenCalled();

      await user.clear(code());
      await user.type(code(), '123456');
      await user.click(screen.getByRole('button', { name: f['action.submit'] }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { mobileNum: '0501234567', verificationCode: '123456' },
          expect.anything(),
        ),
      );
      await expectNoAxeViolations(container);
    },
    firstTestTimeout,
  );

  it('asks nothing while the mobile number is invalid: the error shows and focus goes to it', async () => {
    const user = setup();
    const onRequestSms = vi.fn().mockResolvedValue({ expiredMinutes: 1 });
    const { container } = render({ onRequestSms });
    await user.click(sendButton());
    await waitFor(() => expect(mobile()).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile()).toHaveFocus();
    expect(mobile()).toHaveAccessibleDescription(f['validation.required']);
    expect(onRequestSms).not.toHaveBeenCalled();
    expect(sendButton()).not.toHaveAttribute('aria-disabled');

    await user.type(mobile(), '12ab');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(sendButton());
    await waitFor(() =>
      expect(mobile()).toHaveAccessibleDescription(
        fill(f.phone_tips, { max: demoMobileSettings.mobileMaxLength }),
      ),
    );
    expect(mobile()).toHaveFocus();
    expect(onRequestSms).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('counts down 60 s per expiredMinutes, unavailable until 0, then offers a resend', async () => {
    const user = setup();
    const onRequestSms = vi.fn().mockResolvedValue({ expiredMinutes: 2 });
    render({ onRequestSms, defaultValues: { mobileNum: '0501234567' } });
    const button = sendButton();
    await user.click(button);
    await waitFor(() =>
      expect(button).toHaveAccessibleName(fill(ui['countdown.seconds']!, { seconds: 120 })),
    );
    expect(onRequestSms).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(fill(ui['countdown.started']!, { seconds: 120 }))).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(button).toHaveAccessibleName(fill(ui['countdown.seconds']!, { seconds: 90 }));
    await user.click(button);
    expect(onRequestSms).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(button).toHaveAccessibleName(ui['countdown.resend']!);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onRequestSms).toHaveBeenCalledTimes(2);
  });

  it('counts 1 minute with the phone provider and by default', async () => {
    const user = setup();
    const onRequestSms = vi.fn().mockResolvedValueOnce({ expiredMinutes: 5 }).mockResolvedValueOnce({});
    const { rerender } = render({
      onRequestSms,
      phoneProvider: true,
      defaultValues: { mobileNum: '0501234567' },
    });
    const button = sendButton();
    await user.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(fill(ui['countdown.seconds']!, { seconds: 60 })));
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    rerender(
      <SmsCodeFieldDemo
        onSubmit={vi.fn()}
        onRequestSms={onRequestSms}
        defaultValues={{ mobileNum: '0501234567' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: ui['countdown.resend'] }));
    await waitFor(() => expect(button).toHaveAccessibleName(fill(ui['countdown.seconds']!, { seconds: 60 })));
  });

  it('shows the warning dialog with the server message and one OK button, then is ready again', async () => {
    const user = setup();
    const onRequestSms = vi
      .fn()
      .mockRejectedValueOnce(new Error('Daily SMS limit reached for this number'))
      .mockRejectedValueOnce(new Error('error.phone.tooManyRequests'));
    const { container } = render({ onRequestSms, defaultValues: { mobileNum: '0501234567' } });
    const button = sendButton();

    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    // A server sentence shows as it came.
    expect(within(dialog).getByText('Daily SMS limit reached for this number')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expectNoAxeViolations(container.ownerDocument.body);
    await user.click(within(dialog).getByRole('button', { name: ui['dialog.ok'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveAccessibleName(ui['countdown.send']!);
    expect(button).not.toHaveAttribute('aria-disabled');

    // Sending is throttled to once per 1000 ms; then a rule key becomes words in the page's language.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(button);
    const second = await screen.findByRole('alertdialog');
    expect(within(second).getByText(f['error.phone.tooManyRequests'])).toBeInTheDocument();
    expect(onRequestSms).toHaveBeenCalledTimes(2);
  });

  it('sends once for two presses within 1000 ms', async () => {
    const user = setup();
    let fail: (error: Error) => void = () => {};
    const onRequestSms = vi.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    render({ onRequestSms, defaultValues: { mobileNum: '0501234567' } });
    const button = sendButton();
    await user.click(button);
    await waitFor(() => expect(onRequestSms).toHaveBeenCalledTimes(1));
    await user.click(button);
    await act(async () => fail(new Error('error.phone.unknown')));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRequestSms).toHaveBeenCalledTimes(1);
  });
});
