import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SmsCodeFieldDemo } from './smsCodeFieldDemo.fixture';

/** A clock that stands still, so a running countdown shows the same number in every picture. */
const fixedNow = () => Date.UTC(2025, 0, 1, 12, 0, 0);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

const meta = {
  title: 'Forms/SmsCodeField',
  component: SmsCodeFieldDemo,
  args: {
    onSubmit: fn(),
    onRequestSms: fn(() => Promise.resolve({ expiredMinutes: 1 })),
    now: fixedNow,
  },
} satisfies Meta<typeof SmsCodeFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first send. */
export const Idle: Story = {};

/** Send with no valid mobile number: its error shows, focus goes to it, and nothing is asked. */
export const InvalidMobile: Story = {
  args: { defaultValues: { mobileNum: '12ab' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [mobile] = canvas.getAllByRole('textbox');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(args.onRequestSms).not.toHaveBeenCalled();
  },
};

/** A code was sent (2 minutes valid): the button counts down, on a clock that stands still. */
export const Counting: Story = {
  args: {
    defaultValues: { mobileNum: '0501234567' },
    onRequestSms: fn(() => Promise.resolve({ expiredMinutes: 2 })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getAllByRole('button')[0]!;
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-state', 'counting'));
    await expect(send).toHaveTextContent('120');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await expect(args.onRequestSms).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getAllByRole('textbox')[1]!, '123456');
  },
};

/** Reopened mid-countdown (42 seconds left). */
export const Reopened: Story = {
  args: { defaultValues: { mobileNum: '0501234567' }, initialSeconds: 42 },
};

/** The code is refused below its field (six digits, nothing trimmed). */
export const CodeError: Story = {
  args: { defaultValues: { mobileNum: '0501234567', verificationCode: '12 34' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(canvas.getAllByRole('textbox')[1]).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(canvas.getAllByRole('textbox')[1]).toHaveFocus());
    // The picture shows the error without the focus look, which varies with focus-visible heuristics.
    canvas.getAllByRole('textbox')[1]!.blur();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform refused: the warning dialog shows its message with one OK button. */
export const RequestFailed: Story = {
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: {
    defaultValues: { mobileNum: '0501234567' },
    onRequestSms: fn(() => Promise.reject(new Error('error.phone.tooManyRequests'))),
  },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getAllByRole('button')[0]!;
    await userEvent.click(send);
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expect(args.onRequestSms).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
    await expect(send).toHaveAttribute('data-state', 'idle');
  },
};
