import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoMessagesOf } from '../demoGames.fixture';
import { CategoryMenu } from './CategoryMenu';

/** The navigation order of spec 2.3 for a member with recent games. */
const member = [
  { code: 'HOME', path: '/' },
  { code: 'HOT', path: '/?category=HOT' },
  { code: 'FAV', path: '/favorite' },
  { code: 'RECENT', path: '/recent' },
  { code: 'ELOTT', path: '/elott' },
  { code: 'LOTT', path: '/lott' },
  { code: 'LIVE', path: '/live' },
  { code: 'SPORTS', path: '/sports' },
  { code: 'FISH', path: '/fish' },
  { code: 'RNG', path: '/rng' },
  { code: 'PVP', path: '/pvp' },
  { code: 'ESPORTS', path: '/esports' },
  { code: 'COCKFIGHT', path: '/cockfight' },
  { code: 'PROMO', path: '/promotions' },
];

const meta = {
  title: 'Lobby/CategoryMenu',
  component: CategoryMenu,
  args: { items: member, current: 'RNG' },
  loaders: [
    // The menu overflows and scrolls from the inline end in Arabic: if the fonts arrive after the first
    // layout, the scroll origin moves by a fraction of a pixel and the icons are drawn a shade apart.
    async () => {
      await Promise.all([
        document.fonts.load('500 14px "Noto Sans Arabic Variable"', 'الرئيسية'),
        document.fonts.load('700 14px "Noto Sans Arabic Variable"', 'السلوتس'),
        document.fonts.load('500 14px "Inter Variable"', 'Home'),
      ]);
      return {};
    },
  ],
} satisfies Meta<typeof CategoryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's menu on the slots lobby: every entry fits a wide window or scrolls sideways. */
export const Member: Story = {
  play: async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(
      demoMessagesOf(globals.locale)['category.RNG'],
    );
  },
};

/** A visitor: no favourites or recent games. */
export const Visitor: Story = {
  args: {
    items: member.filter((item) => item.code !== 'FAV' && item.code !== 'RECENT'),
    current: 'HOME',
  },
};

/** In a narrow column the menu scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { current: 'HOT' },
};
