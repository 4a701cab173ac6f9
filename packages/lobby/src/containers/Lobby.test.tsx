import { apiMessages, paths, type Game } from '@portal/api';
import { loadedMessages, uiCatalogue, type UiMessages } from '@portal/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions } from '@test-utils/render';
import { lobbyTexts } from '../i18n/messages/lobbyTexts.fixture';
import { Lobby, type LobbyProps } from './Lobby';
import { deferredSections } from './LobbyHome.css';
import {
  AccountProbe,
  accountProbeName,
  fakeLobbyPlatform,
  fakeLobbyWrapper,
  fakeTokens,
  type FakeAccount,
  type FakeLobbyOptions,
} from './fakeLobbyPlatform.fixture';
import { routedHref } from './lobbyLocation';

afterEach(() => vi.restoreAllMocks());

/** Recent, Hot, the game halls, Favourites, then the game types (spec 2.3); the winner board follows. */
const homeOrder = [
  'RECENT',
  'HOT',
  'LOBBY',
  'FAV',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;

describe.each(directions)('Lobby ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const ui = loadedMessages(uiCatalogue, locale) as UiMessages;
  const api = apiMessages[locale];

  function renderLobby(
    props: Partial<LobbyProps> = {},
    {
      account = 'visitor',
      probeAccount = false,
      ...options
    }: FakeLobbyOptions & { account?: FakeAccount; probeAccount?: boolean } = {},
  ) {
    const platform = fakeLobbyPlatform(options);
    const host = {
      requireLogin: vi.fn(),
      openGame: vi.fn(),
      openLottery: vi.fn(),
    };
    const view = render(
      <>
        <Lobby {...host} {...props} />
        {probeAccount && <AccountProbe />}
      </>,
      {
        wrapper: fakeLobbyWrapper(platform, { account, locale }),
      },
    );
    const games = platform.catalogue(locale).games;
    const gameNamed = (nodeId: number) => games.find((game) => game.nodeId === nodeId)!;
    return { ...view, platform, host, gameNamed };
  }

  // The home's view follows its answers in a render that yields (a transition), which each answer's own
  // render starts over; jsdom renders the whole home slowly, and React finishes a transition kept waiting
  // within 5 s, so the first section may take longer than the default second here.
  const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
  const card = (within_: HTMLElement, game: Pick<Game, 'displayName'>) =>
    within(within_).findByRole('article', { name: game.displayName });
  const playNow = (article: HTMLElement) =>
    within(article).getByRole('button', { name: ui['gameCard.playNow'] });

  it("shows the home's sections in the spec's order, each with its 'all' link and load more", async () => {
    const { container, platform } = renderLobby(
      {},
      { account: 'member', favourites: [1003], recent: [1005] },
    );
    await section(text['category.RECENT']);
    await screen.findByRole('heading', { level: 2, name: text['winnerBoard.title'] });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([...homeOrder.map((code) => text[`category.${code}`]), text['winnerBoard.title']]);
    expect(screen.getByRole('region', { name: text['category.HOT'] }).closest('[dir]')).toHaveAttribute(
      'dir',
      dir,
    );

    const slots = await section(text['category.RNG']);
    const all = within(slots).getByRole('link', {
      name: text['homeSection.allOf'].replace('{{title}}', `\u2068${text['category.RNG']}\u2069`),
    });
    expect(all).toHaveAttribute('href', '?category=RNG');
    await waitFor(() => expect(within(slots).getAllByRole('article')).toHaveLength(12));
    await userEvent.click(within(slots).getByRole('button', { name: text['homeSection.loadMore'] }));
    await waitFor(() => expect(within(slots).getAllByRole('article')).toHaveLength(24));
    expect(platform.requestsTo(paths.gameList).at(-1)?.query).toMatchObject({
      gameType: 'RNG',
      pageSize: '24',
    });

    // Live has seven vendors: six, then the seventh with load more (which then goes).
    const live = await section(text['category.LIVE']);
    expect(within(live).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(live).getByRole('button', { name: text['homeSection.loadMore'] }));
    expect(within(live).getAllByRole('listitem')).toHaveLength(7);
    expect(within(live).queryByRole('button', { name: text['homeSection.loadMore'] })).toBeNull();

    await expectNoAxeViolations(container);
    // The whole home (13 sections, some 24 cards) queried by role and run through axe: about 5 s in
    // jsdom on an idle 2-core machine, three times that beside the browser projects.
  }, 45_000);

  it('mounts a staged home in steps, while every list is asked with the page', async () => {
    const { platform } = renderLobby({ stagedHome: true });
    // The first render holds the first section only; its call and those of the lower lists (the game
    // halls and the game types with games) all go out at once.
    const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings()).toEqual([text['category.HOT']]);
    const queried = platform.requestsTo(paths.gameList).map((request) => request.query?.gameType ?? '');
    expect(new Set(queried)).toEqual(new Set(['', 'RNG', 'FISH', 'PVP']));
    // The rest follow, in the spec's order, and no list is asked twice.
    await screen.findByRole('heading', { level: 2, name: text['winnerBoard.title'] }, { timeout: 10_000 });
    // A visitor's home: no Recent and no Favourites.
    const visitorOrder = homeOrder.filter((code) => code !== 'RECENT' && code !== 'FAV');
    expect(headings()).toEqual([
      ...visitorOrder.map((code) => text[`category.${code}`]),
      text['winnerBoard.title'],
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: text['category.PVP'] })).getAllByRole('article'),
      ).toHaveLength(12),
    );
    expect(platform.requestsTo(paths.gameList)).toHaveLength(4);
  });

  it("lays out a staged home's sections when near the screen, and every one before the menu scrolls", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLobby({ stagedHome: true });
    const menu = await screen.findByRole('navigation', { name: text['gameMenu.label'] });
    const home = menu.closest('[data-slot="lobby-home"]');
    expect(home).toHaveClass(deferredSections);
    await screen.findByRole('region', { name: text['category.FISH'] }, { timeout: 10_000 });
    await userEvent.click(within(menu).getByRole('button', { name: text['category.FISH'] }));
    // Measured with every section in its true place: the class was gone before the scroll was asked.
    expect(home).not.toHaveClass(deferredSections);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("asks each list once however slowly a staged home mounts, past SWR's deduplication", async () => {
    // A slow device: each frame comes 3 s after it is asked, so every step of the staged home mounts its
    // sections well after SWR stopped deduplicating the lists' calls (2 s after their answers).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(Date.now()), 3_000),
    );
    vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
    try {
      const { platform } = renderLobby({ stagedHome: true }, { account: 'member' });
      const lists = () => [
        ...platform.requestsTo(paths.gameList).map((request) => request.query?.gameType ?? ''),
        ...platform.requestsTo(paths.favouriteList).map(() => 'FAV'),
      ];
      // Every list (the halls, the three types with games, the favourites) is asked with the first section.
      expect(lists().sort()).toEqual(['', 'FAV', 'FISH', 'PVP', 'RNG']);
      const asked = Date.now();
      const pvp = () => screen.queryByRole('region', { name: text['category.PVP'] });
      for (let step = 0; step < 10 && !pvp(); step += 1) {
        await act(() => vi.advanceTimersByTimeAsync(3_000));
      }
      // The lower sections came more than 2 s after the answers, and show them...
      expect(Date.now() - asked).toBeGreaterThan(2_000);
      expect(within(pvp()!).getAllByRole('article')).toHaveLength(12);
      expect(
        within(screen.getByRole('region', { name: text['category.RNG'] })).getAllByRole('article'),
      ).toHaveLength(12);
      // ...without asking them again, not even a frame after their mount (SWR revalidates cached data then).
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(lists().sort()).toEqual(['', 'FAV', 'FISH', 'PVP', 'RNG']);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('offers the game menu on home only; a press scrolls to its section', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLobby();
    const menu = await screen.findByRole('navigation', { name: text['gameMenu.label'] });
    const chips = within(menu)
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    // A visitor has no favourites or recent games.
    expect(chips.slice(0, 4)).toEqual([
      text['category.HOT'],
      text['category.LOBBY'],
      text['category.RNG'],
      text['category.LIVE'],
    ]);
    await userEvent.click(within(menu).getByRole('button', { name: text['category.FISH'] }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.getElementById('lobby-section-fish')).toHaveAccessibleName(text['category.FISH']);
  });

  it('asks a visitor to log in on PLAY NOW, and launches nothing', async () => {
    const { host, platform, gameNamed } = renderLobby();
    const slots = await section(text['category.RNG']);
    await userEvent.click(playNow(await card(slots, gameNamed(1000))));
    expect(host.requireLogin).toHaveBeenCalledTimes(1);
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
    expect(host.openGame).not.toHaveBeenCalled();
  });

  it("launches a member's game and opens it with the launch", async () => {
    const { host, platform, gameNamed } = renderLobby({}, { account: 'member' });
    const slots = await section(text['category.RNG']);
    await userEvent.click(playNow(await card(slots, gameNamed(1000))));
    await waitFor(() => expect(host.openGame).toHaveBeenCalledTimes(1));
    expect(host.openGame).toHaveBeenCalledWith(
      { url: '/sandbox/game?session=real-1000', trial: false },
      expect.objectContaining({ nodeId: 1000, vassalage: 'PG' }),
    );
    expect(platform.requestsTo(paths.launchGame)).toEqual([
      expect.objectContaining({
        token: fakeTokens.member,
        query: { nodeId: '1000', vassalage: 'PG', language: locale },
      }),
    ]);
    expect(host.requireLogin).not.toHaveBeenCalled();
  });

  it('tells a trial account it needs a real one (in_need_true_account), and launches nothing', async () => {
    const { host, platform, gameNamed } = renderLobby({}, { account: 'trial', probeAccount: true });
    const slots = await section(text['category.RNG']);
    // The trial flag arrives with the member info.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: accountProbeName })).toHaveTextContent('trial'),
    );
    await userEvent.click(playNow(await card(slots, gameNamed(1000))));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(api.in_need_true_account);
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
    expect(host.requireLogin).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: ui['dialog.ok'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("says a refused launch's reason: 'This game is under maintenance'", async () => {
    const { host, platform, gameNamed } = renderLobby({}, { account: 'member', maintenance: ['PG'] });
    const slots = await section(text['category.RNG']);
    await userEvent.click(playNow(await card(slots, gameNamed(1000))));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(api['errors.gameMaintenance']);
    if (locale === 'en') expect(dialog).toHaveTextContent('This game is under maintenance');
    expect(platform.requestsTo(paths.launchGame)).toHaveLength(1);
    expect(host.openGame).not.toHaveBeenCalled();
    await expectNoAxeViolations(dialog);
  });

  it("opens a lottery vendor's screen with the game's code", async () => {
    const { host, platform, gameNamed } = renderLobby(
      { defaultLocation: { category: 'LOTT' } },
      { account: 'member' },
    );
    // The first lottery game (index 10) is TCG_LOTTO_VN's: the Vietnam lottery screen.
    const game = gameNamed(1010);
    expect(game.vassalage).toBe('TCG_LOTTO_VN');
    const grid = await screen.findByRole('list', { name: text['category.LOTT'] });
    await userEvent.click(playNow(await card(grid, game)));
    expect(host.openLottery).toHaveBeenCalledWith('/vnLottery', game.gameCode);
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
  });

  it("opens the popup game list of a game-list vendor's card, whose PLAY NOW launches the game", async () => {
    const { host, platform } = renderLobby({}, { account: 'member' });
    const halls = await section(text['category.LOBBY']);
    const vendorName = locale === 'ar' ? 'بيغ غيمنغ' : 'Big Gaming';
    const [hall] = await within(halls).findAllByRole('article', { name: new RegExp(vendorName) });
    await userEvent.click(playNow(hall!));
    const dialog = await screen.findByRole('dialog', { name: vendorName });
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
    const list = await within(dialog).findByRole('list', { name: vendorName });
    await waitFor(() =>
      expect(platform.requestsTo(paths.gameList).at(-1)?.query).toMatchObject({
        vassalage: 'BGS',
        isGame: '1',
      }),
    );
    const first = within(list).getAllByRole('article')[0]!;
    await userEvent.click(playNow(first));
    await waitFor(() => expect(host.openGame).toHaveBeenCalledTimes(1));
    expect(platform.requestsTo(paths.launchGame)[0]?.query).toMatchObject({ vassalage: 'BGS' });
    await expectNoAxeViolations(document.body);
  });

  it('launches the free trial for a visitor, without asking for a login', async () => {
    const { host, platform, gameNamed } = renderLobby();
    const slots = await section(text['category.RNG']);
    const game = gameNamed(1000);
    const article = await card(slots, game);
    await userEvent.click(within(article).getByRole('button', { name: ui['gameCard.freeTrial'] }));
    await waitFor(() => expect(host.openGame).toHaveBeenCalledTimes(1));
    expect(host.openGame).toHaveBeenCalledWith(
      { url: '/sandbox/game?session=trial-1000', trial: true },
      expect.objectContaining({ nodeId: 1000 }),
    );
    expect(platform.requestsTo(paths.launchTrial)).toEqual([
      expect.objectContaining({ token: null, query: { nodeId: '1000', vassalage: 'PG', language: locale } }),
    ]);
    expect(host.requireLogin).not.toHaveBeenCalled();
  });

  it('changes its view in place when a link is followed (uncontrolled: no page load)', async () => {
    const { platform } = renderLobby();
    const categories = await screen.findByRole('navigation', { name: text['categoryMenu.label'] });
    const slotsLink = within(categories).getByRole('link', { name: text['category.RNG'] });
    expect(slotsLink).toHaveAttribute('href', '?category=RNG');
    const before = window.location.href;
    // fireEvent says whether the default action (the browser following the link) was left to happen.
    expect(fireEvent.click(slotsLink)).toBe(false);
    expect(window.location.href).toBe(before);
    expect(await screen.findByRole('navigation', { name: text['vendorMenu.label'] })).toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: text['category.RNG'] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('navigation', { name: text['gameMenu.label'] })).toBeNull();
    await waitFor(() =>
      expect(platform.requestsTo(paths.gameList).at(-1)?.query).toMatchObject({
        gameType: 'RNG',
        pageNo: '1',
        pageSize: '40',
      }),
    );
    // A modified click (a new tab) is the browser's.
    const homeLink = within(categories).getByRole('link', { name: text['category.HOME'] });
    expect(fireEvent.click(homeLink, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(homeLink)).toBe(false);
    expect(await screen.findByRole('navigation', { name: text['gameMenu.label'] })).toBeInTheDocument();
  });

  it('asks the host to navigate when it keeps the place (controlled)', async () => {
    const navigate = vi.fn();
    const { rerender } = renderLobby({ location: { category: 'RNG' }, hrefFor: routedHref, navigate });
    const categories = await screen.findByRole('navigation', { name: text['categoryMenu.label'] });
    expect(within(categories).getByRole('link', { name: text['category.LIVE'] })).toHaveAttribute(
      'href',
      '/live',
    );
    const vendors = await screen.findByRole('navigation', { name: text['vendorMenu.label'] });
    const jili = locale === 'ar' ? 'جيلي للألعاب' : 'JILI Games';
    await userEvent.click(within(vendors).getByRole('button', { name: jili }));
    expect(navigate).toHaveBeenCalledWith({ category: 'RNG', vassalage: 'JL' });
    rerender(
      <Lobby
        location={{ category: 'RNG', vassalage: 'JL' }}
        hrefFor={routedHref}
        navigate={navigate}
        requireLogin={vi.fn()}
      />,
    );
    expect(within(vendors).getByRole('button', { name: jili })).toHaveAttribute('aria-current', 'true');
    const search = screen.getByRole('searchbox', { name: text['gameSearch.label'] });
    await userEvent.type(search, ' tiger {Enter}');
    expect(navigate).toHaveBeenLastCalledWith({ category: 'SEARCH', vassalage: '', search: 'tiger' });
  });
});
