import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { demoMessagesOf } from '../components/demoGames.fixture';
import { withFakePlatform, type FakePlatformParameters } from './fakeLobbyPlatform.fixture';
import { LobbyHome } from './LobbyHome';
import { LobbyHostContext, type LobbyHost } from './LobbyHostContext';
import { queryHref } from './lobbyLocation';

/** The home in a host: the spies of the story's args, the embedded lobby's addresses. */
function HomeInHost(host: Omit<LobbyHost, 'hrefFor'>) {
  return (
    <LobbyHostContext.Provider value={{ hrefFor: queryHref, ...host }}>
      <LobbyHome />
    </LobbyHostContext.Provider>
  );
}

const member = {
  account: 'member',
  // Played lately: one row of six.
  recent: [1001, 1004, 1009, 1011, 1002, 1006],
  favourites: [1000, 1003, 1005, 1013, 1015, 1018, 1022, 1024],
} satisfies FakePlatformParameters;

const meta = {
  title: 'Lobby/LobbyHome',
  component: HomeInHost,
  decorators: [withFakePlatform],
  args: { requireLogin: fn(), navigate: fn(), openGame: fn(), openLottery: fn() },
  // A whole screen: pictured in the portal brand only (test-utils/visualStories).
  parameters: {
    screen: true,
    fakePlatform: { account: 'visitor' } satisfies FakePlatformParameters,
  },
} satisfies Meta<typeof HomeInHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a section's cards, so the picture shows the games and not their placeholders. */
async function sectionReady(canvasElement: HTMLElement, name: string) {
  // The view follows the answers in a transition, which each answer starts over and React finishes
  // within 5 s however often it is interrupted: on a busy machine a section can take a little longer than
  // that (the containers' tests wait 10 s for the same reason).
  const section = await within(canvasElement).findByRole('region', { name }, { timeout: 10_000 });
  await waitFor(() => expect(within(section).getAllByRole('article').length).toBeGreaterThan(0));
  return section;
}

/** A visitor's home: the game menu, Hot, the game halls, then the game types; no hearts. */
export const Visitor: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const hot = await sectionReady(canvasElement, text['category.HOT']);
    await sectionReady(canvasElement, text['category.LOBBY']);
    await expect(within(hot).queryAllByRole('button', { pressed: false })).toHaveLength(0);
    await expect(within(canvasElement).queryByRole('region', { name: text['category.FAV'] })).toBeNull();
  },
};

/** A member who has played: Recent comes first, and the hearts show the favourites. */
export const Member: Story = {
  parameters: { fakePlatform: member },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const recent = await sectionReady(canvasElement, text['category.RECENT']);
    await expect(within(recent).getAllByRole('article')).toHaveLength(6);
    const hot = await sectionReady(canvasElement, text['category.HOT']);
    await waitFor(() =>
      expect(within(hot).getAllByRole('button', { pressed: true }).length).toBeGreaterThan(0),
    );
  },
};

/** The same member further down: the favourites section, after the game halls. */
export const MemberFavourites: Story = {
  parameters: { fakePlatform: member },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const favourites = await sectionReady(canvasElement, text['category.FAV']);
    await expect(within(favourites).getAllByRole('article')).toHaveLength(8);
    await sectionReady(canvasElement, text['category.LOBBY']);
    await sectionReady(canvasElement, text['category.RNG']);
    // The stage clips the page: bring the favourites to its top, as the game menu would.
    const stage = within(canvasElement).getByTestId('fake-lobby-stage');
    stage.scrollTop += favourites.getBoundingClientRect().top - stage.getBoundingClientRect().top;
  },
};

/** Before the platform answers: every section's placeholders. */
export const Loading: Story = {
  parameters: { fakePlatform: { hang: true } satisfies FakePlatformParameters },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const hot = await within(canvasElement).findByRole('region', { name: text['category.HOT'] });
    await expect(hot).toHaveAttribute('aria-busy', 'true');
  },
};
