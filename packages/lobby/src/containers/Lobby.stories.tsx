import { loadedMessages, uiCatalogue, type UiMessages } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoLanguageOf, demoMessagesOf } from '../components/demoGames.fixture';
import { Lobby } from './Lobby';
import { withFakePlatform, type FakePlatformParameters } from './fakeLobbyPlatform.fixture';

const uiTextOf = (locale: unknown) => loadedMessages(uiCatalogue, demoLanguageOf(locale)) as UiMessages;

/** Leaves the picture without a pointer over a card or a focused button. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.unhover(canvasElement);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: 'Lobby/Lobby',
  component: Lobby,
  decorators: [withFakePlatform],
  args: { requireLogin: fn(), openGame: fn(), openLottery: fn() },
  // A whole screen: pictured in the portal brand only (test-utils/visualStories).
  parameters: {
    screen: true,
    fakePlatform: { account: 'visitor' } satisfies FakePlatformParameters,
  },
} satisfies Meta<typeof Lobby>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The embedded lobby's home for a visitor: the category menu, the game menu and the sections in the
 * spec's order. PLAY NOW asks the host for a login.
 */
export const HomeAsVisitor: Story = {
  // The right-to-left category menu's labels are anti-aliased one of two ways from run to run (up to 40
  // pixels along the glyphs' feet, nothing a person can see); the rest of the picture matches exactly.
  parameters: { visual: { allowedMismatchedPixels: 60 } },
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    const hot = await canvas.findByRole('region', { name: text['category.HOT'] });
    const [first] = await within(hot).findAllByRole('article');
    await userEvent.click(
      within(first!).getByRole('button', { name: uiTextOf(globals.locale)['gameCard.playNow'] }),
    );
    await expect(args.requireLogin).toHaveBeenCalledTimes(1);
    await expect(args.openGame).not.toHaveBeenCalled();
    await settle(canvasElement);
  },
};

/** A game type's lobby (Slots) as the first place, as `/rng` would show it. */
export const SlotsLobby: Story = {
  args: { defaultLocation: { category: 'RNG' } },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: text['category.RNG'] }, { timeout: 5000 });
    await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(6));
    await expect(canvas.getByRole('link', { name: text['category.RNG'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Without a host router, the lobby's links change its view in place: no page loads. */
export const FollowsItsOwnLinks: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const canvas = within(canvasElement);
    const before = window.location.href;
    const categories = await canvas.findByRole('navigation', { name: text['categoryMenu.label'] });
    // The vendor categories come with the platform's answer, after the menu's first paint.
    await userEvent.click(await within(categories).findByRole('link', { name: text['category.LIVE'] }));
    await expect(await canvas.findByRole('navigation', { name: text['vendorMenu.label'] })).toBeVisible();
    await expect(window.location.href).toBe(before);
    await userEvent.click(within(categories).getByRole('link', { name: text['category.HOME'] }));
    await expect(await canvas.findByRole('navigation', { name: text['gameMenu.label'] })).toBeVisible();
  },
};

/** A member's PLAY NOW launches the game and hands the launch to the host. */
export const MemberLaunches: Story = {
  parameters: { visual: false, fakePlatform: { account: 'member' } satisfies FakePlatformParameters },
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const hot = await within(canvasElement).findByRole('region', { name: text['category.HOT'] });
    const [first] = await within(hot).findAllByRole('article');
    await userEvent.click(
      within(first!).getByRole('button', { name: uiTextOf(globals.locale)['gameCard.playNow'] }),
    );
    await waitFor(() =>
      expect(args.openGame).toHaveBeenCalledWith(
        expect.objectContaining({ trial: false }),
        expect.anything(),
      ),
    );
    await expect(args.requireLogin).not.toHaveBeenCalled();
  },
};

/** While the platform has not answered: placeholders everywhere, each part saying it loads. */
export const Loading: Story = {
  parameters: { fakePlatform: { hang: true } satisfies FakePlatformParameters },
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await expect(
      await within(canvasElement).findByText(
        text['homeSection.loading'].replace('{{title}}', `\u2068${text['category.HOT']}\u2069`),
      ),
    ).toBeInTheDocument();
  },
};
