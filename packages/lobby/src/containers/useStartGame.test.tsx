import { apiMessages, paths, type Game } from '@portal/api';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemberInfo } from '@portal/api/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions } from '@test-utils/render';
import {
  fakeLobbyPlatform,
  fakeLobbyWrapper,
  fakeTokens,
  fakeVendors,
  type FakeAccount,
  type FakeLobbyOptions,
} from './fakeLobbyPlatform.fixture';
import { useLobbySession } from './useLobbySession';
import { useStartGame } from './useStartGame';

describe.each(directions)('useStartGame ($locale, $dir)', ({ locale }) => {
  const api = apiMessages[locale];
  const vendors = new Map(fakeVendors(locale).map((vendor) => [vendor.vassalage, vendor]));
  const vendorOf = (vassalage: string) => vendors.get(vassalage);

  async function renderStart(account: FakeAccount, options: FakeLobbyOptions = {}) {
    const platform = fakeLobbyPlatform(options);
    const host = {
      hrefFor: vi.fn(),
      navigate: vi.fn(),
      requireLogin: vi.fn(),
      openGame: vi.fn(),
      openLottery: vi.fn(),
    };
    const { result } = renderHook(
      () => ({ start: useStartGame(vendorOf), session: useLobbySession(), member: useMemberInfo() }),
      { wrapper: fakeLobbyWrapper(platform, { account, locale, host }) },
    );
    // Who is in is known once the member info has answered (a trial account is type 4).
    if (account !== 'visitor') {
      await waitFor(() => expect(result.current.member.data).toBeDefined());
      expect(platform.requestsTo(paths.memberInfo)).toHaveLength(1);
    }
    const games = platform.catalogue(locale).games;
    const game = (predicate: (game: Game) => boolean) => games.find(predicate)!;
    return { result, platform, host, game };
  }

  const warning = async (message: string) => {
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(message);
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  };

  it("asks a visitor to log in for any PLAY NOW, the SEA lottery's included", async () => {
    const { result, platform, host, game } = await renderStart('visitor');
    act(() => result.current.start.play(game((entry) => entry.vassalage === 'PG')));
    act(() => result.current.start.play(game((entry) => entry.vassalage === 'TCG_SEA')));
    expect(host.requireLogin).toHaveBeenCalledTimes(2);
    expect(host.openLottery).not.toHaveBeenCalled();
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
  });

  it("launches a member's game and gives the launch to the host", async () => {
    const { result, platform, host, game } = await renderStart('member');
    const slot = game((entry) => entry.vassalage === 'PG' && entry.isGame === 1);
    act(() => result.current.start.play(slot));
    await waitFor(() =>
      expect(host.openGame).toHaveBeenCalledWith({ url: expect.any(String), trial: false }, slot),
    );
    expect(platform.requestsTo(paths.launchGame)).toEqual([
      expect.objectContaining({
        token: fakeTokens.member,
        query: { nodeId: String(slot.nodeId), vassalage: 'PG', language: locale },
      }),
    ]);
  });

  it('tells a trial account it needs a real one, without a launch', async () => {
    const { result, platform, host, game } = await renderStart('trial');
    expect(result.current.session).toEqual({ session: 'member', isTrial: true });
    act(() => result.current.start.play(game((entry) => entry.vassalage === 'PG')));
    await warning(api.in_need_true_account);
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
    expect(host.requireLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['TCG_LOTTO_VN', '/vnLottery'],
    ['TCG_SEA', '/seaLottery'],
    ['LOTT', '/lottery'],
    ['ELOTT', '/lottery'],
  ])("opens %s's lottery screen (%s) with the game's code", async (vassalage, path) => {
    const { result, host, game } = await renderStart('member');
    const lottery = game((entry) => entry.vassalage === vassalage);
    act(() => result.current.start.play(lottery));
    expect(host.openLottery).toHaveBeenCalledWith(path, lottery.gameCode);
  });

  it("opens a game-list vendor's popup list, whose games then launch", async () => {
    const { result, platform, host, game } = await renderStart('member');
    const hall = game((entry) => entry.vassalage === 'BGS' && entry.isGame === 0);
    act(() => result.current.start.play(hall));
    expect(result.current.start.gameList).toBe('BGS');
    // A game of the vendor, from its cards in a lobby, opens the list too.
    act(() => result.current.start.closeGameList());
    act(() => result.current.start.play(game((entry) => entry.vassalage === 'BGS' && entry.isGame === 1)));
    expect(result.current.start.gameList).toBe('BGS');
    const inList = game((entry) => entry.vassalage === 'BGS' && entry.isGame === 1);
    act(() => result.current.start.playFromList(inList));
    await waitFor(() =>
      expect(host.openGame).toHaveBeenCalledWith(expect.objectContaining({ trial: false }), inList),
    );
    expect(platform.requestsTo(paths.launchGame)).toHaveLength(1);
    act(() => result.current.start.closeGameList());
    expect(result.current.start.gameList).toBeNull();
  });

  it("says why a launch was refused: 'This game is under maintenance'", async () => {
    const { result, host, game } = await renderStart('member');
    // CQ9 is under maintenance on the fake platform.
    act(() => result.current.start.play(game((entry) => entry.vassalage === 'CQ9' && entry.isGame === 1)));
    await warning(api['errors.gameMaintenance']);
    expect(host.openGame).not.toHaveBeenCalled();
  });

  it('says a lost connection in words', async () => {
    const { result, host, game } = await renderStart('member', {
      offline: (path) => path === paths.launchGame,
    });
    act(() => result.current.start.play(game((entry) => entry.vassalage === 'PG')));
    await warning(api['errors.network']);
    expect(host.openGame).not.toHaveBeenCalled();
  });

  it('launches the trial version for anyone, without a token, and never for a game without one', async () => {
    const { result, platform, host, game } = await renderStart('visitor');
    const withTrial = game((entry) => entry.freeplay === 1 && entry.vassalage === 'PG');
    act(() => result.current.start.trial(withTrial));
    await waitFor(() =>
      expect(host.openGame).toHaveBeenCalledWith({ url: expect.any(String), trial: true }, withTrial),
    );
    expect(platform.requestsTo(paths.launchTrial)).toEqual([
      expect.objectContaining({
        token: null,
        query: expect.objectContaining({ nodeId: String(withTrial.nodeId) }),
      }),
    ]);
    act(() => result.current.start.trial(game((entry) => entry.freeplay === 0 && entry.supportPlay !== 0)));
    expect(platform.requestsTo(paths.launchTrial)).toHaveLength(1);
    expect(host.requireLogin).not.toHaveBeenCalled();
  });

  it("joins a PVP room: a member's launch of the room; a visitor logs in, a trial account is told", async () => {
    const room = {
      roomId: 'room-2',
      gameCode: 'OMAHA',
      name: 'Desert Night',
      stakeMinor: 500,
      players: 3,
      seats: 9,
    };
    const member = await renderStart('member');
    act(() => member.result.current.start.joinRoom(room));
    await waitFor(() => expect(member.host.openGame).toHaveBeenCalledTimes(1));
    expect(member.platform.requestsTo(paths.launchGame)[0]?.query).toEqual({
      gameCode: 'OMAHA',
      roomId: 'room-2',
      language: locale,
    });
    const visitor = await renderStart('visitor');
    act(() => visitor.result.current.start.joinRoom(room));
    expect(visitor.host.requireLogin).toHaveBeenCalledTimes(1);
    const trial = await renderStart('trial');
    act(() => trial.result.current.start.joinRoom(room));
    await warning(api.in_need_true_account);
    expect(trial.platform.requestsTo(paths.launchGame)).toEqual([]);
  });
});
