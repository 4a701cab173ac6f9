import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoLanguageOf, demoMessagesOf, demoWinners } from '../demoGames.fixture';
import { WinnerBoard } from './WinnerBoard';

const meta = {
  title: 'Lobby/WinnerBoard',
  component: WinnerBoard,
  args: { entries: demoWinners('en'), variant: 'list', loading: false },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <WinnerBoard
      {...args}
      entries={args.entries.length ? demoWinners(demoLanguageOf(globals.locale), args.entries.length) : []}
    />
  ),
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest big wins, biggest first; the top three stand out. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
  },
};

/** One scrolling line, paused for the picture (and still under reduced motion). */
export const Ticker: Story = {
  args: { variant: 'ticker', defaultPaused: true },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
};

/** The ticker's pause button stops it and offers play. */
export const TickerPause: Story = {
  args: { variant: 'ticker' },
  parameters: { visual: false },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text['winnerBoard.pause'] }));
    await expect(within(canvasElement).getByRole('button', { name: text['winnerBoard.play'] })).toBeVisible();
  },
};

/** Placeholder rows while the board loads. */
export const Loading: Story = { args: { loading: true } };

/** No big wins yet. */
export const Empty: Story = { args: { entries: [] } };

/** Long game names are cut; the prize always shows whole. */
export const LongNames: Story = {
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    const entries = demoWinners(language, 3).map((entry, i) =>
      i === 0
        ? {
            vo: {
              ...entry.vo,
              game:
                language === 'ar'
                  ? 'كنوز التنين الذهبي: مغامرة الحظ الكبرى في المعبد القديم'
                  : 'Treasures of the Golden Dragon: the Great Fortune Adventure',
            },
          }
        : entry,
    );
    return <WinnerBoard {...args} entries={entries} />;
  },
};
