import { paths } from '@portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoLanguageOf, demoMessagesOf } from '../components/demoGames.fixture';
import { fakeLotteryMenus, withFakePlatform, type FakePlatformParameters } from './fakeLobbyPlatform.fixture';
import { LotteryLobby } from './LotteryLobby';

const meta = {
  title: 'Lobby/LotteryLobby',
  component: LotteryLobby,
  decorators: [withFakePlatform],
  args: {
    screen: 'vnLottery',
    openGame: fn(),
    requireLogin: fn(),
    onSelectGame: fn(),
    backUrl: '/vnLottery',
    // The draw times read the same on every machine.
    timeZone: 'UTC',
  },
  // A whole screen: pictured in the portal brand only (test-utils/visualStories).
  parameters: {
    screen: true,
    fakePlatform: { account: 'member' } satisfies FakePlatformParameters,
  },
} satisfies Meta<typeof LotteryLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the draws of the selected game, so the picture shows them and not their placeholders. */
async function drawsReady(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', {}, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return table;
}

/** The VN lottery on a game of the address: its menus by category, the game marked, its latest draws. */
export const VnLottery: Story = {
  args: { defaultGameCode: 'ZY-SSC-2' },
  play: async ({ canvasElement, globals, args }) => {
    const text = demoMessagesOf(globals.locale);
    await drawsReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text['lotteryLobby.play'] }));
    await waitFor(() => expect(args.openGame).toHaveBeenCalledTimes(1));
  },
};

/** The lottery screen without a game: the lobby view's panel; choosing a game shows its draws. */
export const LotteryWithoutGame: Story = {
  args: { screen: 'lottery', backUrl: '/lottery' },
  play: async ({ canvasElement, globals, args }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: text['lotteryLobby.lobbyTitle'] }, { timeout: 5000 });
    const pk10 = fakeLotteryMenus(demoLanguageOf(globals.locale), 'LOTT')
      .flatMap((menu) => menu.games)
      .find((game) => game.gameCode === 'PK10-1')!;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(pk10.name) }));
    await expect(args.onSelectGame).toHaveBeenCalledWith(pk10);
    await drawsReady(canvasElement);
  },
};

/** The SEA lottery of a member who has played: their recent games of the mode come first. */
export const SeaLotteryRecent: Story = {
  args: { screen: 'seaLottery', backUrl: '/seaLottery', defaultGameCode: 'SEA-LF-1' },
  parameters: {
    fakePlatform: {
      account: 'member',
      recentLottery: ['SEA-LF-1', 'SEA-PK10-2'],
    } satisfies FakePlatformParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await within(canvasElement).findByRole('list', { name: text['lotteryLobby.recent'] }, { timeout: 5000 });
    await drawsReady(canvasElement);
  },
};

/** A prize mode without games: the menu says so, and there is nothing to play. */
export const Empty: Story = {
  parameters: { fakePlatform: { account: 'member', lotteryModes: [] } satisfies FakePlatformParameters },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await within(canvasElement).findByText(text['lottery.emptyTitle'], {}, { timeout: 5000 });
  },
};

/** Before the platform answers: the menu's placeholders, marked busy. */
export const Loading: Story = {
  parameters: { fakePlatform: { account: 'member', hang: true } satisfies FakePlatformParameters },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const menu = await within(canvasElement).findByRole('navigation', { name: text['lottery.label'] });
    await expect(menu).toHaveAttribute('aria-busy', 'true');
  },
};

/** The menus did not load (the connection failed): said in words, with a retry. */
export const Failed: Story = {
  parameters: {
    fakePlatform: {
      account: 'member',
      offline: (path: string) => path === paths.lotteryMenu,
    } satisfies FakePlatformParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(text['lotteryLobby.menuError']);
    await expect(within(alert).getByRole('button', { name: text['lotteryLobby.retry'] })).toBeVisible();
  },
};

/** A trial account presses play: it is told it needs a real account, and nothing launches. */
export const TrialAccount: Story = {
  args: { defaultGameCode: 'ZY-11X5-1' },
  parameters: { fakePlatform: { account: 'trial' } satisfies FakePlatformParameters },
  play: async ({ canvasElement, globals, args }) => {
    const text = demoMessagesOf(globals.locale);
    await drawsReady(canvasElement);
    // Before the member info says trial, the platform refuses the launch with the same words.
    await userEvent.click(within(canvasElement).getByRole('button', { name: text['lotteryLobby.play'] }));
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(args.openGame).not.toHaveBeenCalled();
  },
};
