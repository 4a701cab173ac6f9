import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { ConsentBanner } from './ConsentBanner';

const messagesOf = (locale: unknown) => (locale === 'en' ? panelsEn : panelsAr);

const meta = {
  title: 'UI/ConsentBanner',
  component: ConsentBanner,
  // The banner is fixed to the window's foot: the picture is the whole page.
  parameters: { visual: { fullPage: true } },
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: { privacyHref: '/help#privacy', onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first visit: text, the privacy link and the two choices. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const region = within(canvasElement).getByRole('region', { name: text['consent.title'] });
    await expect(within(region).getByRole('link', { name: text['consent.privacy'] })).toHaveAttribute(
      'href',
      '/help#privacy',
    );
  },
};

/** Declining is one press, like accepting; the host then stores the choice and hides the banner. */
export const Decline: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const region = within(canvasElement).getByRole('region', { name: text['consent.title'] });
    await userEvent.click(within(region).getByRole('button', { name: text['consent.decline'] }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the link, Decline and Accept in reading order. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const region = within(canvasElement).getByRole('region', { name: text['consent.title'] });
    await userEvent.tab();
    await expect(within(region).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const accept = within(region).getByRole('button', { name: text['consent.accept'] });
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};
