import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { demoChatPage } from '../private/demoArt.fixture';
import { ChatRoomDialog } from './ChatRoomDialog';

const messagesOf = (locale: unknown) => (locale === 'en' ? panelsEn : panelsAr);
const nameIn = (locale: unknown) => (locale === 'en' ? 'Mia' : 'ميا');
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

const meta = {
  title: 'UI/ChatRoomDialog',
  component: ChatRoomDialog,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: { open: true, onOpenChange: fn(), modelName: 'Mia', chatUrl: demoChatPage(), onRetry: fn() },
  render: (args, { globals }) => (
    <ChatRoomDialog {...args} modelName={args.modelName === undefined ? undefined : nameIn(globals.locale)} />
  ),
} satisfies Meta<typeof ChatRoomDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room has loaded in its sandboxed frame. */
export const InRoom: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: nameIn(globals.locale) });
    const frame = within(dialog).getByTitle(
      messagesOf(globals.locale)['chatRoom.frameTitle'].replace('{{name}}', nameIn(globals.locale)),
    );
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    await waitFor(() => expect(dialog.querySelector('[data-state="ready"]')).not.toBeNull());
  },
};

/** The host is still asking the platform for the room's address. */
export const Launching: Story = {
  args: { chatUrl: null },
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: nameIn(globals.locale) });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      messagesOf(globals.locale)['chatRoom.loading'],
    );
  },
};

/** Without a model's name the dialog is the "Chat room". */
export const WithoutName: Story = {
  // InRoom pictures the loaded room in both brands; only the title's words differ.
  parameters: { matrix: 'directions' },
  args: { modelName: undefined },
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: messagesOf(globals.locale)['chatRoom.title'],
    });
    await waitFor(() => expect(dialog.querySelector('[data-state="ready"]')).not.toBeNull());
  },
};

/** The launch failed: Try again asks the host once more. */
export const Failed: Story = {
  args: { chatUrl: null, error: true },
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const dialog = await page(canvasElement).findByRole('dialog', { name: nameIn(globals.locale) });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(text['chatRoom.error']);
    await userEvent.click(within(dialog).getByRole('button', { name: text['chatRoom.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
