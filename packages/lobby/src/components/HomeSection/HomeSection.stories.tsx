import { GameCard, hasFreeTrial } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cherry, Gamepad2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoGames, demoLanguageOf, demoMessagesOf, demoVendorName, demoVendors } from '../demoGames.fixture';
import { HomeSection } from './HomeSection';
import { VendorTile } from './VendorTile';

const meta = {
  title: 'Lobby/HomeSection',
  component: HomeSection,
  args: { title: 'Slots', allHref: '/rng', onLoadMore: fn(), showMore: true, loading: false, kind: 'games' },
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    const vendorName = demoVendorName(language);
    return (
      <HomeSection
        {...args}
        title={demoMessagesOf(globals.locale)['category.RNG']}
        icon={<Cherry size={20} />}
      >
        {demoGames(language, 12).map((game) => (
          <GameCard
            key={game.nodeId}
            nodeId={game.nodeId}
            name={game.displayName}
            vendorName={vendorName(game)}
            hot={game.isHot === 1}
            hasTrial={hasFreeTrial(game)}
          />
        ))}
      </HomeSection>
    );
  },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 12 games of a category, its 'All' link and load more (more than 10 games). */
export const Games: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const section = within(canvasElement).getByRole('region', { name: text['category.RNG'] });
    await userEvent.click(within(section).getByRole('button', { name: text['homeSection.loadMore'] }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A lobby category's vendors as tiles; one is under maintenance. */
export const Vendors: Story = {
  args: { kind: 'vendors', allHref: '/live' },
  render: (args, { globals }) => (
    <HomeSection
      {...args}
      title={demoMessagesOf(globals.locale)['category.LIVE']}
      icon={<Gamepad2 size={20} />}
    >
      {demoVendors(demoLanguageOf(globals.locale))
        .slice(0, 6)
        .map((vendor) => (
          <VendorTile
            key={vendor.vassalage}
            name={vendor.displayName}
            logoUrl={vendor.logoUrl}
            gameCount={vendor.gameCount}
            maintenance={vendor.maintenance}
            href={`/live?vassalage=${vendor.vassalage}`}
          />
        ))}
    </HomeSection>
  ),
};

/** Placeholder cards while the section loads; it is busy and says so once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Vendor placeholders. */
export const LoadingVendors: Story = { args: { loading: true, kind: 'vendors' } };

/** Nothing in the section (for example favourites before the first heart). */
export const Empty: Story = {
  render: (args, { globals }) => (
    <HomeSection {...args} title={demoMessagesOf(globals.locale)['category.FAV']} onLoadMore={undefined} />
  ),
};

/** A long title next to its 'All' link. */
export const LongTitle: Story = {
  args: { showMore: false },
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    return (
      <HomeSection
        {...args}
        title={
          language === 'ar'
            ? 'ألعاب الطاولة الحية مع موزعين محترفين على مدار الساعة طوال أيام الأسبوع'
            : 'Live table games with professional dealers around the clock, every day of the week'
        }
      >
        {demoGames(language, 6, 40).map((game) => (
          <GameCard key={game.nodeId} nodeId={game.nodeId} name={game.displayName} />
        ))}
      </HomeSection>
    );
  },
};
