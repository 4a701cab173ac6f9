import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { cacheKeys, readCached, writeCached } from '../client/sessionCache';
import type { Game, HotGamesValue } from '../contract/games';
import { paths } from '../paths';
import { apiWrapper } from './apiWrapper.fixture';
import { useHotGames } from './useHotGames';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://platform.test').searchParams);
const hot = (nodeId: number): HotGamesValue => ({ list: [{ nodeId } as Game] });

beforeEach(() => sessionStorage.clear());

describe('useHotGames', () => {
  it('asks the web hot list with the spec parameters and keeps it per language and filter', async () => {
    const { wrapper, seen } = apiWrapper(() => answer(hot(1)));
    const { result } = renderHook(() => useHotGames({ vassalage: 'PG', gameType: 'RNG' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(hot(1)));
    expect(seen[0]!.path).toBe(paths.hotGames);
    expect(queryOf(seen[0]!.url)).toEqual({
      isPlatform: '2',
      platform: 'flash,html5-desktop',
      vassalage: 'PG',
      gameType: 'RNG',
      language: 'ar',
    });
    expect(readCached(`${cacheKeys.hotGames}:ar::PG:RNG`)).toEqual(hot(1));
  });

  it('shows the session copy at once, without a call', () => {
    writeCached(`${cacheKeys.hotGames}:ar:::`, hot(7));
    const { wrapper, seen } = apiWrapper(() => answer(hot(1)));
    const { result } = renderHook(() => useHotGames(), { wrapper });
    expect(result.current.data).toEqual(hot(7));
    expect(seen).toHaveLength(0);
  });

  it('clears the hot cache on refresh and loads again', async () => {
    writeCached(`${cacheKeys.hotGames}:ar:::`, hot(7));
    writeCached(`${cacheKeys.hotGames}:ar::PG:`, hot(8));
    const { wrapper, seen } = apiWrapper(() => answer(hot(2)));
    const { result } = renderHook(() => useHotGames(), { wrapper });
    await act(() => result.current.refresh());
    expect(result.current.data).toEqual(hot(2));
    expect(readCached(`${cacheKeys.hotGames}:ar:::`)).toEqual(hot(2));
    expect(readCached(`${cacheKeys.hotGames}:ar::PG:`)).toBeUndefined();
    expect(seen).toHaveLength(1);
  });
});
