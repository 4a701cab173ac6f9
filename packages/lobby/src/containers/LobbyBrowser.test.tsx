import { paths } from '@portal/api';
import { loadedMessages, uiPanelsCatalogue, type UiPanelMessages } from '@portal/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions } from '@test-utils/render';
import { lobbyTexts } from '../i18n/messages/lobbyTexts.fixture';
import { favouriteThrottleMs } from '../rules/createFavouriteToggle';
import { LobbyBrowser, type LobbyBrowserProps } from './LobbyBrowser';
import {
  fakeLobbyPlatform,
  fakeLobbyWrapper,
  type FakeAccount,
  type FakeLobbyOptions,
} from './fakeLobbyPlatform.fixture';
import { queryHref } from './lobbyLocation';

afterEach(() => vi.restoreAllMocks());

/** Text without the Unicode isolates the catalogue puts around names and numbers. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe.each(directions)('LobbyBrowser ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const ui = loadedMessages(uiPanelsCatalogue, locale) as UiPanelMessages;
  const jili = locale === 'ar' ? 'جيلي للألعاب' : 'JILI Games';

  function renderBrowser(
    props: LobbyBrowserProps,
    { account = 'visitor', ...options }: FakeLobbyOptions & { account?: FakeAccount } = {},
  ) {
    const platform = fakeLobbyPlatform(options);
    const host = {
      hrefFor: queryHref,
      navigate: vi.fn(),
      requireLogin: vi.fn(),
      openGame: vi.fn(),
      openLottery: vi.fn(),
    };
    const view = render(<LobbyBrowser {...props} />, {
      wrapper: fakeLobbyWrapper(platform, { account, locale, host }),
    });
    const lastList = () => platform.requestsTo(paths.gameList).at(-1)?.query;
    return { ...view, platform, host, lastList };
  }

  const tab = (name: string) => screen.getByRole('tab', { name });
  const vendorMenu = () => screen.findByRole('navigation', { name: text['vendorMenu.label'] });
  const grid = (name: string) => screen.findByRole('list', { name });

  it("is a game type's lobby: vendors ('all' first), classify tabs, search, the grid and its pages", async () => {
    const { container, lastList } = renderBrowser({ category: 'RNG' });
    const vendors = await vendorMenu();
    expect(vendors.closest('[dir]')).toHaveAttribute('dir', dir);
    const entries = await within(vendors).findAllByRole('button');
    expect(entries[0]).toHaveAccessibleName(text['vendorMenu.all']);
    expect(entries[0]).toHaveAttribute('aria-current', 'true');
    expect(entries).toHaveLength(9);
    const tabs = within(screen.getByRole('tablist', { name: text['classifyMenu.label'] }))
      .getAllByRole('tab')
      .map((entry) => entry.textContent);
    // The slot sub-categories the lane uses; bingo only where the site speaks TY.
    expect(tabs).toEqual(
      ['ALL', 'HOT', 'RECENT', 'FAV', 'SC', 'VP', 'JP', 'TG', 'AC'].map(
        (code) => text[`classify.${code}` as keyof typeof text],
      ),
    );
    expect(screen.getByRole('search', { name: text['gameSearch.label'] })).toBeInTheDocument();
    await grid(text['category.RNG']);
    expect(lastList()).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '40' });
    expect(screen.getByRole('navigation', { name: ui['pagination.label'] })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('resets the classify to all when the vendor changes, and asks the host to go to the vendor', async () => {
    const { host, platform, lastList } = renderBrowser({ category: 'RNG' });
    const vendors = await vendorMenu();
    await userEvent.click(tab(text['classify.HOT']));
    expect(tab(text['classify.HOT'])).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(platform.requestsTo(paths.hotGames).at(-1)?.query).toMatchObject({ gameType: 'RNG' }),
    );
    await userEvent.click(await within(vendors).findByRole('button', { name: jili }));
    expect(host.navigate).toHaveBeenCalledWith({ category: 'RNG', vassalage: 'JL' });
    expect(tab(text['classify.ALL'])).toHaveAttribute('aria-selected', 'true');
    expect(within(vendors).getByRole('button', { name: jili })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(lastList()).toMatchObject({ gameType: 'RNG', vassalage: 'JL', pageNo: '1' }));
    expect(lastList()).not.toHaveProperty('gameClassify');
  });

  it('asks a visitor to log in for the FAV and RECENT tabs, and changes nothing', async () => {
    const { host, platform } = renderBrowser({ category: 'RNG' });
    await grid(text['category.RNG']);
    const asked = platform.requests.length;
    await userEvent.click(tab(text['classify.FAV']));
    expect(host.requireLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(tab(text['classify.RECENT']));
    expect(host.requireLogin).toHaveBeenCalledTimes(2);
    expect(tab(text['classify.ALL'])).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: text['category.RNG'] })).toBeInTheDocument();
    expect(platform.requests).toHaveLength(asked);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('goes back to the first page when the classify changes', async () => {
    // Enough slots for the scratch cards to fill pages of their own.
    const { lastList } = renderBrowser({ category: 'RNG' }, { gameCount: 6_000 });
    await grid(text['category.RNG']);
    const pages = screen.getByRole('navigation', { name: ui['pagination.label'] });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await userEvent.click(
      within(pages).getByRole('button', { name: ui['pagination.page'].replace('{{page}}', '2') }),
    );
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: '2' }));
    // The new page is shown from its start: the lobby's column scrolls into view.
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toContainElement(
      screen.getByRole('searchbox', { name: text['gameSearch.label'] }),
    );
    scrolled.mockRestore();
    await userEvent.click(tab(text['classify.SC']));
    await waitFor(() => expect(lastList()).toMatchObject({ gameClassify: 'SC', pageNo: '1' }));
    const now = screen.getByRole('navigation', { name: ui['pagination.label'] });
    expect(within(now).getByRole('button', { current: 'page' })).toHaveAccessibleName(
      ui['pagination.page'].replace('{{page}}', '1'),
    );
  });

  it('never asks a page beyond the last one', async () => {
    const { platform, lastList } = renderBrowser({ category: 'RNG', vassalage: 'JL' });
    await grid(text['category.RNG']);
    const total = platform
      .catalogue(locale)
      .games.filter((game) => game.gameType === 'RNG' && game.vassalage === 'JL').length;
    const last = Math.ceil(total / 40);
    expect(last).toBeGreaterThan(1);
    const pages = screen.getByRole('navigation', { name: ui['pagination.label'] });
    await userEvent.click(
      within(pages).getByRole('button', { name: ui['pagination.page'].replace('{{page}}', String(last)) }),
    );
    await waitFor(() => expect(lastList()).toMatchObject({ pageNo: String(last) }));
    const next = within(pages).getByRole('button', { name: ui['pagination.next'] });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    const asked = platform.requestsTo(paths.gameList).map((request) => Number(request.query.pageNo));
    expect(Math.max(...asked)).toBe(last);
  });

  it("searches: the search lobby, its menu on hot, with 'Currently displaying ...'", async () => {
    const { host, platform } = renderBrowser({ category: 'RNG' });
    await grid(text['category.RNG']);
    const word = locale === 'ar' ? 'نمر' : 'Tiger';
    await userEvent.type(
      screen.getByRole('searchbox', { name: text['gameSearch.label'] }),
      `  ${word} {Enter}`,
    );
    expect(host.navigate).toHaveBeenCalledWith({ category: 'SEARCH', vassalage: '', search: word });
    // The search lobby starts on the hot games whose names hold the text (spec 2.3), 24 a page.
    expect(tab(text['classify.HOT'])).toHaveAttribute('aria-selected', 'true');
    expect(tab(text['classify.NEW'])).toBeInTheDocument();
    // The platform's hot list: its first 200 hot games.
    const hot = platform
      .catalogue(locale)
      .games.filter((game) => game.isHot === 1 && game.isGame === 1)
      .slice(0, 200)
      .filter((game) => game.displayName.includes(word));
    const counter = await screen.findByRole('status');
    await waitFor(() =>
      expect(plain(counter.textContent)).toBe(
        text['gameSearch.counter']
          .replace('{{shown}}', '24')
          .replace('{{category}}', text['classify.HOT'])
          .replace('{{total}}', String(hot.length)),
      ),
    );
    if (locale === 'en')
      expect(plain(counter.textContent)).toMatch(/^Currently displaying 24 Hot games out of \d+$/);
    await userEvent.click(tab(text['classify.ALL']));
    await waitFor(() =>
      expect(platform.requestsTo(paths.gameList).at(-1)?.query).toMatchObject({
        gameName: word,
        pageSize: '24',
      }),
    );
    expect(platform.requestsTo(paths.gameList).at(-1)?.query).not.toHaveProperty('gameType');
  });

  it('keeps the search text in the address when a vendor is chosen on the search page', async () => {
    const { host } = renderBrowser({ category: 'SEARCH', search: 'gate' });
    const vendors = await vendorMenu();
    await userEvent.click(await within(vendors).findByRole('button', { name: jili }));
    expect(host.navigate).toHaveBeenCalledWith({ category: 'SEARCH', vassalage: 'JL', search: 'gate' });
  });

  it('follows a new search text from the address (the back button)', async () => {
    const { rerender, platform } = renderBrowser({ category: 'SEARCH', search: 'gate' });
    await userEvent.click(await screen.findByRole('tab', { name: text['classify.ALL'] }));
    await waitFor(() =>
      expect(platform.requestsTo(paths.gameList).at(-1)?.query).toMatchObject({ gameName: 'gate' }),
    );
    rerender(<LobbyBrowser category="SEARCH" search="crown" />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: text['classify.HOT'] })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await userEvent.click(tab(text['classify.ALL']));
    await waitFor(() =>
      expect(platform.requestsTo(paths.gameList).at(-1)?.query).toMatchObject({ gameName: 'crown' }),
    );
  });

  it('says when a search finds nothing', async () => {
    renderBrowser({ category: 'SEARCH', search: 'zzzz' });
    expect(await screen.findByRole('heading', { name: text['gameGrid.emptyTitle'] })).toBeInTheDocument();
    expect(plain((await screen.findByRole('status')).textContent)).toBe(
      text['gameSearch.counter']
        .replace('{{shown}}', '0')
        .replace('{{category}}', text['classify.HOT'])
        .replace('{{total}}', '0'),
    );
  });

  it('toggles a favourite at once, one toggle per second', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    // The platform takes its time with the change: the heart fills before it answers.
    const { platform } = renderBrowser(
      { category: 'RNG' },
      { account: 'member', favourites: [1001], hang: (path) => path === paths.favouriteAdd },
    );
    const list = await grid(text['category.RNG']);
    const [first, second] = await within(list).findAllByRole('article');
    const heart = (card: HTMLElement) => within(card).getByRole('button', { pressed: false });
    await waitFor(() => expect(within(first!).getByRole('button', { pressed: false })).toBeInTheDocument());
    await userEvent.click(heart(first!));
    expect(within(first!).getByRole('button', { pressed: true })).toBeInTheDocument();
    const game = platform
      .catalogue(locale)
      .games.find((entry) => entry.displayName === within(first!).getByRole('heading').textContent)!;
    expect(platform.requestsTo(paths.favouriteAdd)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' },
      }),
    ]);
    // A second toggle within the second does nothing.
    await userEvent.click(heart(second!));
    expect(within(second!).getByRole('button', { pressed: false })).toBeInTheDocument();
    expect(platform.requestsTo(paths.favouriteAdd)).toHaveLength(1);
    now += favouriteThrottleMs;
    await userEvent.click(heart(second!));
    expect(within(second!).getByRole('button', { pressed: true })).toBeInTheDocument();
    expect(platform.requestsTo(paths.favouriteAdd)).toHaveLength(2);
  });

  it("lists a member's favourites, and offers a visitor no hearts", async () => {
    const member = renderBrowser({ category: 'FAV' }, { account: 'member', favourites: [1003, 1000] });
    const list = await grid(text['category.FAV']);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(member.platform.requestsTo(paths.favouriteList).at(-1)?.query).toMatchObject({ pageSize: '15' });
    member.unmount();
    const visitor = renderBrowser({ category: 'RNG' });
    const slots = await grid(text['category.RNG']);
    const [card] = await within(slots).findAllByRole('article');
    expect(within(card!).queryByRole('button', { pressed: false })).toBeNull();
    expect(visitor.platform.requestsTo(paths.favouriteIds)).toEqual([]);
  });

  it("lists a member's PVP rooms; joining launches the room", async () => {
    const { host, platform } = renderBrowser({ category: 'PVP' }, { account: 'member' });
    const rooms = await screen.findByRole('region', { name: text['pvp.title'] });
    const [join] = await within(rooms).findAllByRole('button', { name: new RegExp(text['pvp.join']) });
    await userEvent.click(join!);
    await waitFor(() => expect(host.openGame).toHaveBeenCalledTimes(1));
    expect(platform.requestsTo(paths.launchGame)[0]?.query).toMatchObject({
      gameCode: 'TEXAS',
      roomId: 'room-1',
    });
    await expectNoAxeViolations(rooms);
  });
});
