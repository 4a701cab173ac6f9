import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoLanguageOf, demoMessagesOf } from '../components/demoGames.fixture';
import { withFakePlatform, type FakePlatformParameters } from './fakeLobbyPlatform.fixture';
import { LobbyBrowser, type LobbyBrowserProps } from './LobbyBrowser';
import { LobbyHostContext, type LobbyHost } from './LobbyHostContext';
import { queryHref } from './lobbyLocation';

/** A lobby page in a host: the spies of the story's args, the embedded lobby's addresses. */
function BrowserInHost({
  category,
  vassalage,
  search,
  ...host
}: LobbyBrowserProps & Omit<LobbyHost, 'hrefFor'>) {
  return (
    <LobbyHostContext.Provider value={{ hrefFor: queryHref, ...host }}>
      <LobbyBrowser category={category} vassalage={vassalage} search={search} />
    </LobbyHostContext.Provider>
  );
}

/** A word of many games' names, in the story's language. */
const tigerOf = (locale: unknown) => (demoLanguageOf(locale) === 'en' ? 'Tiger' : 'نمر');

const meta = {
  title: 'Lobby/LobbyBrowser',
  component: BrowserInHost,
  decorators: [withFakePlatform],
  args: { category: 'RNG', requireLogin: fn(), navigate: fn(), openGame: fn(), openLottery: fn() },
  // A whole screen: pictured in the portal brand only (test-utils/visualStories).
  parameters: {
    screen: true,
    fakePlatform: { account: 'visitor' } satisfies FakePlatformParameters,
  },
} satisfies Meta<typeof BrowserInHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the grid's cards (and the vendors' logos), so the picture shows the page as it settles. */
async function gridReady(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('list', { name }, { timeout: 5000 });
  await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
  const logos = Array.from(canvasElement.querySelectorAll('img'));
  await Promise.all(logos.map((img) => img.decode().catch(() => undefined)));
  return grid;
}

/** Leaves the picture without a pointer over a card or a focused button. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.unhover(canvasElement);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** The slots lobby: every vendor, the classify tabs with the slot sub-categories, 40 games a page. */
export const Slots: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await gridReady(canvasElement, text['category.RNG']);
    await expect(within(canvasElement).getByRole('tab', { name: text['classify.ALL'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** One vendor chosen (from the address): its games only. */
export const VendorSelected: Story = {
  args: { vassalage: 'JL' },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await gridReady(canvasElement, text['category.RNG']);
    const vendors = within(canvasElement).getByRole('navigation', { name: text['vendorMenu.label'] });
    await expect(within(vendors).getByRole('button', { current: true })).toHaveTextContent(
      demoLanguageOf(globals.locale) === 'en' ? 'JILI Games' : 'جيلي للألعاب',
    );
  },
};

/** Choosing a vendor resets the classify to all and asks the host to go to the vendor's address. */
export const ChoosingAVendor: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    await gridReady(canvasElement, text['category.RNG']);
    await userEvent.click(canvas.getByRole('tab', { name: text['classify.HOT'] }));
    const vendors = canvas.getByRole('navigation', { name: text['vendorMenu.label'] });
    await userEvent.click(within(vendors).getByRole('button', { name: /JILI|جيلي/ }));
    await expect(args.navigate).toHaveBeenCalledWith({ category: 'RNG', vassalage: 'JL' });
    await expect(canvas.getByRole('tab', { name: text['classify.ALL'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A visitor's FAV and RECENT tabs ask for a login and leave the page as it was. */
export const VisitorAccountTabs: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    await gridReady(canvasElement, text['category.RNG']);
    await userEvent.click(canvas.getByRole('tab', { name: text['classify.FAV'] }));
    await userEvent.click(canvas.getByRole('tab', { name: text['classify.RECENT'] }));
    await expect(args.requireLogin).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('tab', { name: text['classify.ALL'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The search page with results: its menu on hot, and the counter. */
export const SearchResults: Story = {
  args: { category: 'SEARCH' },
  render: (args, { globals }) => <BrowserInHost {...args} search={tigerOf(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await gridReady(canvasElement, text['category.SEARCH']);
    const counter = within(canvasElement).getByRole('status');
    await expect(counter).toHaveTextContent(text['classify.HOT']);
  },
};

/** A search that finds nothing: the empty state and a counter of none. */
export const SearchNoResults: Story = {
  args: { category: 'SEARCH', search: 'zzqx' },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: text['gameGrid.emptyTitle'] },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Searching from a lobby goes to the search page, with the trimmed text. */
export const Searching: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    await gridReady(canvasElement, text['category.RNG']);
    const word = tigerOf(globals.locale);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: text['gameSearch.label'] }),
      ` ${word} {Enter}`,
    );
    await expect(args.navigate).toHaveBeenCalledWith({ category: 'SEARCH', vassalage: '', search: word });
    await expect(await canvas.findByRole('status')).toHaveTextContent(text['classify.HOT']);
  },
};

/** A member's favourites lobby: 15 a page, every heart filled. */
export const Favourites: Story = {
  args: { category: 'FAV' },
  parameters: {
    fakePlatform: {
      account: 'member',
      favourites: [1000, 1003, 1005, 1013, 1015, 1018, 1022, 1024, 1026, 1029],
    } satisfies FakePlatformParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const grid = await gridReady(canvasElement, text['category.FAV']);
    await waitFor(() =>
      expect(within(grid).getAllByRole('button', { pressed: true }).length).toBeGreaterThan(0),
    );
  },
};

/** A member's heart fills at once; a second press within the second does nothing. */
export const TogglingAFavourite: Story = {
  parameters: { visual: false, fakePlatform: { account: 'member' } satisfies FakePlatformParameters },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const grid = await gridReady(canvasElement, text['category.RNG']);
    const [first, second] = within(grid).getAllByRole('article');
    await userEvent.click(await within(first!).findByRole('button', { pressed: false }));
    await expect(within(first!).getByRole('button', { pressed: true })).toBeVisible();
    await userEvent.click(within(second!).getByRole('button', { pressed: false }));
    await expect(within(second!).getByRole('button', { pressed: false })).toBeVisible();
    await settle(canvasElement);
  },
};

/** Before the platform answers: the vendor menu's and the grid's placeholders. */
export const Loading: Story = {
  parameters: { fakePlatform: { hang: true } satisfies FakePlatformParameters },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await expect(await within(canvasElement).findByText(text['gameGrid.loading'])).toBeInTheDocument();
  },
};

/** The poker lobby of a member: the PVP rooms above the games; Join launches the room. */
export const PvpRooms: Story = {
  args: { category: 'PVP' },
  parameters: { fakePlatform: { account: 'member' } satisfies FakePlatformParameters },
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    const rooms = await canvas.findByRole('region', { name: text['pvp.title'] }, { timeout: 5000 });
    await gridReady(canvasElement, text['category.PVP']);
    const [join] = await within(rooms).findAllByRole('button', { name: text['pvp.join'] });
    await userEvent.click(join!);
    await waitFor(() => expect(args.openGame).toHaveBeenCalledTimes(1));
    await settle(canvasElement);
  },
};
