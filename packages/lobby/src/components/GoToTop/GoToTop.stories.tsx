import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoMessagesOf } from '../demoGames.fixture';
import { GoToTop } from './GoToTop';

const meta = {
  title: 'Lobby/GoToTop',
  component: GoToTop,
  args: { show: true, placement: 'inline', onGoToTop: fn() },
} satisfies Meta<typeof GoToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button where the host places it. */
export const Inline: Story = {};

/** Floating at the window's block-end, inline-end corner (bottom left in Arabic). */
export const Floating: Story = {
  args: { placement: 'floating' },
  parameters: { visual: { fullPage: true } },
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
};

/** On a long page it appears after 300 px of scrolling and takes the reader back up. */
export const AfterScrolling: Story = {
  args: { show: undefined, placement: 'floating' },
  parameters: { visual: false },
  decorators: [(Story) => <div style={{ blockSize: 3000 }}>{Story()}</div>],
  play: async ({ canvasElement, args, globals }) => {
    const page = within(canvasElement);
    const name = demoMessagesOf(globals.locale)['goToTop.label'];
    await expect(page.queryByRole('button', { name })).toBeNull();
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = await page.findByRole('button', { name });
    await userEvent.click(button);
    await expect(args.onGoToTop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(page.queryByRole('button', { name })).toBeNull());
  },
};
