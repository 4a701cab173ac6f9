import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { FloatingServiceButton } from './FloatingServiceButton';
import { RightBar } from './RightBar';

const messagesOf = (locale: unknown) => (locale === 'en' ? en : ar);

const meta = {
  title: 'UI/RightBar',
  component: RightBar,
  parameters: { layout: 'fullscreen' },
  args: {
    onCustomerService: fn(),
    telegramUrl: 'https://t.me/portal_demo',
    showGoToTop: false,
    onGoToTop: fn(),
  },
  decorators: [
    // A transformed frame is the containing block of fixed elements: the bar stays in the story's picture.
    (Story) => (
      <div style={{ position: 'relative', blockSize: '100vh', transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: app download, customer service and Telegram; no go-to-top yet. */
export const WithoutGoToTop: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: text['rightBar.goToTop'] })).not.toBeInTheDocument();
    const telegram = canvas.getByRole('link', {
      name: `${text['rightBar.telegram']} ${text['link.opensInNewTab']}`,
    });
    await expect(telegram).toHaveAttribute('target', '_blank');
  },
};

/** Scrolled down the page: go-to-top joins the bar. */
export const WithGoToTop: Story = {
  args: { showGoToTop: true },
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const goToTop = within(canvasElement).getByRole('button', { name: text['rightBar.goToTop'] });
    await userEvent.click(goToTop);
    await expect(args.onGoToTop).toHaveBeenCalledTimes(1);
    await userEvent.unhover(goToTop);
    goToTop.blur();
  },
};

/** Only what every site has: the app download link. */
export const AppDownloadOnly: Story = {
  args: { onCustomerService: undefined, telegramUrl: undefined },
};

/** The bar with the separate floating customer-service button in the block-end corner. */
export const WithFloatingServiceButton: Story = {
  args: { showGoToTop: true },
  render: (args) => (
    <>
      <RightBar {...args} />
      <FloatingServiceButton onCustomerService={args.onCustomerService ?? fn()} />
    </>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const text = messagesOf(globals.locale);
    const canvas = within(canvasElement);
    const [, floating] = canvas.getAllByRole('button', { name: text['siteLinks.customerService'] });
    await userEvent.click(floating!);
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
    await userEvent.unhover(floating!);
    floating!.blur();
  },
};
