import type { Game } from '@portal/api';
import { Button } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoGames,
  demoLanguageOf,
  demoLongNamedGame,
  demoMessagesOf,
  demoVendorName,
  type DemoLanguage,
} from '../demoGames.fixture';
import { GameGrid } from './GameGrid';

/** 10,000 games per language, made once: the story re-renders on every scroll. */
const manyGames = new Map<DemoLanguage, Game[]>();
const tenThousand = (language: DemoLanguage) => {
  if (!manyGames.has(language)) manyGames.set(language, demoGames(language, 10_000));
  return manyGames.get(language)!;
};

const meta = {
  title: 'Lobby/GameGrid',
  component: GameGrid,
  args: {
    // Two rows of six in the picture; the stories put the games in the story's language.
    games: demoGames('en', 12),
    favourites: new Set([1001, 1004]),
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
    loading: false,
  },
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    const games = args.games.length === 0 ? [] : demoGames(language, args.games.length);
    return <GameGrid {...args} games={games} vendorName={demoVendorName(language)} />;
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lobby page's grid: hot badges, free trials, favourites; PLAY NOW reports the game. */
export const Typical: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const list = within(canvasElement).getByRole('list', { name: text['gameGrid.label'] });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(12);
    await expect(items[0]).toHaveAttribute('aria-setsize', '12');
    const first = demoGames(demoLanguageOf(globals.locale), 1)[0]!;
    await userEvent.click(within(items[0]!).getAllByRole('button')[0]!);
    await expect(args.onPlay).toHaveBeenCalledWith(first);
    await userEvent.unhover(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A visitor: no favourite toggles. */
export const LoggedOut: Story = { args: { favourites: undefined, games: demoGames('en', 6) } };

/** Long names are clamped to two lines, and every card keeps the same height. */
export const LongNames: Story = {
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    const long = demoLongNamedGame(language);
    const games = [long, ...demoGames(language, 5, 20)];
    const vendor = (game: Game) =>
      game.nodeId === long.nodeId
        ? language === 'ar'
          ? 'مزود الألعاب العربية المتحدة للترفيه الرقمي'
          : 'United Arabian Digital Entertainment Games Provider'
        : demoVendorName(language)(game);
    return <GameGrid {...args} games={games} vendorName={vendor} />;
  },
};

/** Placeholder cards while the games load; the grid is busy and says so once. */
export const Loading: Story = {
  args: { loading: true, placeholderCount: 6 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      demoMessagesOf(globals.locale)['gameGrid.loading'],
    );
  },
};

/** No game matches the filters; the host offers a way back. */
export const Empty: Story = {
  args: { games: [] },
  render: (args, { globals }) => (
    <GameGrid
      {...args}
      emptyAction={
        <Button variant="secondary" size="sm">
          {demoLanguageOf(globals.locale) === 'en' ? 'Show all games' : 'عرض كل الألعاب'}
        </Button>
      }
    />
  ),
};

/**
 * 10,000 games in a scrolling box: only the rows near the box's viewport are in the DOM (well under
 * 1,500 elements), and scrolling renders the rows scrolled to.
 */
export const TenThousandGames: Story = {
  // Its picture is the top of the grid, as Typical shows it in both brands.
  parameters: { matrix: 'directions' },
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    return (
      <div
        data-testid="scroller"
        style={{ blockSize: 700, overflowY: 'auto', paddingInline: 8, paddingBlock: 8 }}
      >
        <GameGrid {...args} games={tenThousand(language)} vendorName={demoVendorName(language)} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(1500);
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() =>
      expect(Number(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(
        4000,
      ),
    );
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(1500);
    // Back to the top for the picture.
    scroller.scrollTop = 0;
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1'),
    );
  },
};

/** Tab walks the cards in order and the grid renders rows ahead of the focus. */
export const KeyboardWalk: Story = {
  // The grid styles no focus of its own: a focused card is UI/GameCard's HoverFocus, in both brands.
  parameters: { matrix: 'directions' },
  args: { games: demoGames('en', 60) },
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    return (
      <div data-testid="scroller" style={{ blockSize: 600, overflowY: 'auto', padding: 8 }}>
        <GameGrid {...args} games={demoGames(language, 60)} vendorName={demoVendorName(language)} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    // Each card has PLAY NOW, maybe FREE TRIAL, and the favourite toggle: walk well past the viewport.
    for (let i = 0; i < 60; i += 1) await userEvent.tab();
    const item = (document.activeElement as HTMLElement).closest('[aria-posinset]');
    await expect(Number(item?.getAttribute('aria-posinset'))).toBeGreaterThan(18);
    const scroller = within(canvasElement).getByTestId('scroller');
    await expect(scroller.scrollTop).toBeGreaterThan(0);
  },
};
