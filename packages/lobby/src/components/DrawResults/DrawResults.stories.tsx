import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoDraws, demoLanguageOf, demoLotteryGames } from '../demoGames.fixture';
import { DrawResults } from './DrawResults';

const meta = {
  title: 'Lobby/DrawResults',
  component: DrawResults,
  args: { draws: demoDraws(), timeZone: 'UTC', loading: false },
  render: (args, { globals }) => {
    const games = demoLotteryGames(demoLanguageOf(globals.locale));
    return <DrawResults {...args} gameName={(code) => games.find((game) => game.gameCode === code)?.name} />;
  },
} satisfies Meta<typeof DrawResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest draw of each category: 5, 10 or 7 balls, or three digits. */
export const Latest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(6);
  },
};

/** Placeholder rows while the draws load. */
export const Loading: Story = { args: { loading: true } };

/** No draw yet. */
export const Empty: Story = { args: { draws: [] } };

/** One game's draws, as a lottery screen shows them (its title names the game): no game column. */
export const OneGame: Story = { args: { draws: demoDraws().slice(0, 1), showGame: false } };
