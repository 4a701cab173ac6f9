import { paths } from '@portal/api';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { initialLobbyFilters, type LobbyFilterState } from '../rules/lobbyFilters';
import { fakeLobbyPlatform, fakeLobbyWrapper, type FakeAccount } from './fakeLobbyPlatform.fixture';
import { listSource, useLobbyList } from './useLobbyList';

const listPaths = [paths.gameList, paths.hotGames, paths.favouriteList, paths.recentGames] as const;

function renderList(state: LobbyFilterState, account: FakeAccount = 'visitor') {
  const platform = fakeLobbyPlatform({ favourites: [1002, 1000, 1005], recent: [1001, 1002, 1007] });
  const { result } = renderHook(() => useLobbyList(state, account === 'member'), {
    wrapper: fakeLobbyWrapper(platform, { account, locale: 'en' }),
  });
  /** The list calls made, by path. */
  const asked = () =>
    platform.requests.filter((request) => (listPaths as readonly string[]).includes(request.path));
  return { result, platform, asked };
}

const state = (overrides: Partial<LobbyFilterState>): LobbyFilterState => ({
  ...initialLobbyFilters(overrides.gameType ?? 'RNG'),
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('listSource', () => {
  it('is the account list of its lobby, else the classify tab', () => {
    expect(listSource({ gameType: 'FAV', classify: 'ALL' })).toBe('FAV');
    expect(listSource({ gameType: 'HOT', classify: 'ALL' })).toBe('HOT');
    expect(listSource({ gameType: 'RNG', classify: 'RECENT' })).toBe('RECENT');
    expect(listSource({ gameType: 'SEARCH', classify: 'NEW' })).toBe('NEW');
  });
});

describe('useLobbyList', () => {
  it("asks a page of the game list for a game type's lobby, and nothing else", async () => {
    const { result, asked } = renderList(state({ gameType: 'LIVE', vassalage: 'EVP', page: 2 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(asked()).toEqual([
      expect.objectContaining({
        path: paths.gameList,
        query: expect.objectContaining({ gameType: 'LIVE', vassalage: 'EVP', pageNo: '2', pageSize: '40' }),
      }),
    ]);
    expect(asked()[0]?.query).not.toHaveProperty('gameClassify');
    expect(result.current.games?.every((game) => game.gameType === 'LIVE' && game.vassalage === 'EVP')).toBe(
      true,
    );
    expect(result.current.totalPages).toBe(Math.ceil(result.current.total / 40));
  });

  it('asks a slot sub-category as gameClassify', async () => {
    const { result, asked } = renderList(state({ gameType: 'RNG', classify: 'JP' }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(asked()).toHaveLength(1);
    expect(asked()[0]?.query).toMatchObject({ gameType: 'RNG', gameClassify: 'JP' });
    expect(result.current.games?.every((game) => game.gameClassify === 'JP')).toBe(true);
  });

  it('searches every type by name, new games only on the NEW tab, 24 a page', async () => {
    const { result, asked } = renderList(state({ gameType: 'SEARCH', classify: 'NEW', search: 'Gate' }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(asked()).toHaveLength(1);
    expect(asked()[0]).toMatchObject({ path: paths.gameList });
    expect(asked()[0]?.query).toMatchObject({ gameName: 'Gate', isNew: '1', pageSize: '24' });
    expect(asked()[0]?.query).not.toHaveProperty('gameType');
    expect(result.current.games?.length).toBeGreaterThan(0);
    expect(result.current.games?.every((game) => game.isNew === 1 && game.displayName.includes('Gate'))).toBe(
      true,
    );
  });

  it('pages the hot list itself (the platform answers it whole), 15 a page in the hot lobby', async () => {
    const { result, asked, platform } = renderList(state({ gameType: 'HOT', page: 2 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(asked()).toEqual([expect.objectContaining({ path: paths.hotGames })]);
    expect(asked()[0]?.query).not.toHaveProperty('gameType');
    const hot = platform
      .catalogue('en')
      .games.filter((game) => game.isHot === 1 && game.isGame === 1)
      .slice(0, 200);
    expect(result.current.total).toBe(hot.length);
    expect(result.current.totalPages).toBe(Math.ceil(hot.length / 15));
    expect(result.current.games?.map((game) => game.nodeId)).toEqual(
      hot.slice(15, 30).map((game) => game.nodeId),
    );
  });

  it("asks the hot list of the lobby's type on its HOT tab, narrowed by the search text", async () => {
    const { result, asked } = renderList(state({ gameType: 'SEARCH', classify: 'HOT', search: 'tiger' }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(asked()).toEqual([expect.objectContaining({ path: paths.hotGames })]);
    expect(result.current.games?.every((game) => game.displayName.toLowerCase().includes('tiger'))).toBe(
      true,
    );
    const slots = renderList(state({ gameType: 'RNG', classify: 'HOT', vassalage: 'PG' }));
    await waitFor(() => expect(slots.result.current.loading).toBe(false));
    expect(slots.asked()).toEqual([
      expect.objectContaining({
        path: paths.hotGames,
        query: expect.objectContaining({ gameType: 'RNG', vassalage: 'PG' }),
      }),
    ]);
  });

  it("asks a member's favourites, and nothing for a visitor", async () => {
    const member = renderList(state({ gameType: 'FAV' }), 'member');
    await waitFor(() => expect(member.result.current.loading).toBe(false));
    expect(member.asked()).toEqual([
      expect.objectContaining({
        path: paths.favouriteList,
        query: expect.objectContaining({ pageNo: '1', pageSize: '15' }),
      }),
    ]);
    expect(member.result.current.games?.map((game) => game.nodeId)).toEqual([1002, 1000, 1005]);

    const tab = renderList(state({ gameType: 'RNG', classify: 'FAV' }), 'member');
    await waitFor(() => expect(tab.result.current.loading).toBe(false));
    expect(tab.asked()[0]?.query).toMatchObject({ gameType: 'RNG', pageSize: '40' });
    expect(tab.result.current.games?.map((game) => game.nodeId)).toEqual([1000, 1005]);

    vi.useFakeTimers();
    const visitor = renderList(state({ gameType: 'FAV' }));
    expect(visitor.result.current).toEqual({ games: [], totalPages: 0, total: 0, loading: false });
    await pastMountRequests();
    expect(visitor.asked()).toEqual([]);
  });

  it("asks a member's recent games by type and vendor, and nothing for a visitor", async () => {
    const member = renderList(state({ gameType: 'RNG', classify: 'RECENT', vassalage: 'PG' }), 'member');
    await waitFor(() => expect(member.result.current.loading).toBe(false));
    expect(member.asked()).toEqual([
      expect.objectContaining({
        path: paths.recentGames,
        query: expect.objectContaining({ gameType: 'RNG', vendor: 'PG', page: '1', pageSize: '40' }),
      }),
    ]);
    expect(member.result.current.games?.map((game) => game.nodeId)).toEqual([1001, 1007]);

    vi.useFakeTimers();
    const visitor = renderList(state({ gameType: 'RECENT' }));
    expect(visitor.result.current).toMatchObject({ games: [], loading: false });
    await pastMountRequests();
    expect(visitor.asked()).toEqual([]);
  });

  it('is loading until the list answers, with no games yet', () => {
    const platform = fakeLobbyPlatform({ hang: true });
    const { result } = renderHook(() => useLobbyList(state({ gameType: 'RNG' }), false), {
      wrapper: fakeLobbyWrapper(platform),
    });
    expect(result.current).toEqual({ games: undefined, totalPages: 0, total: 0, loading: true });
  });
});
