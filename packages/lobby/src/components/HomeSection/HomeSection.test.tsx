import { GameCard } from '@portal/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { demoGames, demoVendors } from '../demoGames.fixture';
import { HomeSection } from './HomeSection';
import { VendorTile } from './VendorTile';

// Names with their bidi isolates removed.
const plain = (value: string) => value.replace(/[\u2068\u2069]/g, '');

describe.each(directions)('HomeSection ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? ar : en;
  const title = text['category.RNG'];

  it("is a section named by its title, with its 'All' link, its cards and load more", async () => {
    const onLoadMore = vi.fn();
    const { container } = renderWithPortal(
      <HomeSection id="section-RNG" title={title} allHref="/rng" onLoadMore={onLoadMore}>
        {demoGames(locale, 3).map((game) => (
          <GameCard key={game.nodeId} nodeId={game.nodeId} name={game.displayName} />
        ))}
      </HomeSection>,
      { locale },
    );
    const section = screen.getByRole('region', { name: title });
    expect(section).toHaveAttribute('id', 'section-RNG');
    expect(section.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(within(section).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const all = within(section).getByRole('link', {
      name: (name) => plain(name) === text['homeSection.allOf'].replace('{{title}}', title),
    });
    expect(all).toHaveAttribute('href', '/rng');
    expect(all).toHaveTextContent(text['homeSection.all']);
    expect(within(within(section).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(section).getByRole('button', { name: text['homeSection.loadMore'] }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('leaves load more out when there is no more', () => {
    renderWithPortal(
      <HomeSection title={title} onLoadMore={vi.fn()} showMore={false}>
        <GameCard nodeId={1} name="Tiger" />
      </HomeSection>,
      { locale },
    );
    expect(screen.queryByRole('button', { name: text['homeSection.loadMore'] })).toBeNull();
  });

  it('says it is loading, and what an empty section holds', async () => {
    const { container, rerender } = renderWithPortal(<HomeSection title={title} loading />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(container);
    rerender(<HomeSection title={title} />);
    expect(screen.getByText(text['homeSection.empty'])).toBeVisible();
  });
});

describe.each(directions)('VendorTile ($locale)', ({ locale }) => {
  const text = locale === 'ar' ? ar : en;
  const vendor = demoVendors(locale)[0]!;

  it('links to the vendor with its name and game count', async () => {
    const { container } = renderWithPortal(
      <VendorTile
        name={vendor.displayName}
        logoUrl={vendor.logoUrl}
        gameCount={1234}
        href="/rng?vassalage=PG"
      />,
      { locale },
    );
    const link = screen.getByRole('link', { name: new RegExp(vendor.displayName) });
    expect(link).toHaveAttribute('href', '/rng?vassalage=PG');
    expect(link).toHaveTextContent(text['vendor.games'].replace('{{count}}', '1,234'));
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
    await expectNoAxeViolations(container);
  });

  it('is a button when it opens something, inert under maintenance', async () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithPortal(<VendorTile name="BGS" onSelect={onSelect} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'BGS' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    rerender(<VendorTile name="BGS" onSelect={onSelect} href="/rng" maintenance />);
    const tile = screen.getByRole('button', { name: `BGS ${text['vendor.maintenance']}` });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tile);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
