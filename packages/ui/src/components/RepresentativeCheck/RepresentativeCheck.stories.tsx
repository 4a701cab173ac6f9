import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { vars } from '../../theme/contract.css';
import { RepresentativeCheck } from './RepresentativeCheck';

const textFor = (locale: unknown) => (locale === 'en' ? panelsEn : panelsAr);
/** A host's error text in both story languages. */
const networkError = {
  en: 'The check could not be made. Please try again in a moment.',
  ar: 'تعذّر إجراء التحقق. يُرجى المحاولة مرة أخرى بعد قليل.',
};

const meta = {
  title: 'UI/RepresentativeCheck',
  component: RepresentativeCheck,
  decorators: [(Story) => <div style={{ maxInlineSize: 640, padding: vars.space['1'] }}>{Story()}</div>],
  args: { onVerify: fn(), result: null, checking: false },
} satisfies Meta<typeof RepresentativeCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any check; typing a handle and pressing Enter asks the host to verify it, trimmed. */
export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: new RegExp(text['representative.field']) });
    await userEvent.type(field, '  @portal_help {Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('@portal_help');
    await userEvent.clear(field);
    field.blur();
  },
};

/** Verify pressed with nothing typed: the translated inline message, and focus back in the field. */
export const Invalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = textFor(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text['representative.verify'] }));
    const field = canvas.getByRole('textbox', { name: new RegExp(text['representative.field']) });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text['representative.required']));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** A check under way: the button waits and the live region says "Checking". */
export const Checking: Story = {
  args: { checking: true, defaultHandle: '@portal_vip_desk' },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text['representative.checking'],
    );
  },
};

/** An official representative: who, and on which channel. */
export const Official: Story = {
  args: {
    defaultHandle: '@portal_vip_desk',
    result: { official: true, channel: 'TELEGRAM', name: '@portal_vip_desk' },
  },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text['representative.officialTitle'],
    );
  },
};

/** An official representative on WhatsApp. */
export const OfficialWhatsApp: Story = {
  args: {
    defaultHandle: '+971501234567',
    result: { official: true, channel: 'WHATSAPP', name: 'Layla, VIP service' },
  },
};

/** Not one of ours: a clear warning not to share details or pay. */
export const NotOfficial: Story = {
  args: { defaultHandle: '@portal_support_24', result: { official: false } },
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text['representative.notOfficial'],
    );
  },
};

/** The check failed: the host's message replaces any earlier answer. */
export const WithError: Story = {
  args: { defaultHandle: '@portal_vip_desk' },
  render: (args, { globals }) => (
    <RepresentativeCheck {...args} error={globals.locale === 'en' ? networkError.en : networkError.ar} />
  ),
  play: async ({ canvasElement, globals }) => {
    const text = textFor(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text['representative.errorTitle'],
    );
  },
};
