import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeFetch } from '../client/fakeFetch.fixture';
import type { GameListQuery, GameListValue } from '../contract/games';
import { paths } from '../paths';
import { ApiProvider } from './ApiProvider';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useGameList } from './useGameList';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://platform.test').searchParams);
const page = (pageNo: number): GameListValue => ({ games: [], totalPages: 3, total: 100, pageNo });

afterEach(() => vi.useRealTimers());
describe('useGameList', () => {
  it('asks one page for the filters, with the desktop client and the language, leaving empty filters out', async () => {
    const { wrapper, seen } = apiWrapper(() => answer(page(2)));
    const query: GameListQuery = {
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: '',
      gameName: 'dragon',
      pageNo: 2,
      pageSize: 40,
    };
    const { result } = renderHook(() => useGameList(query), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page(2)));
    expect(seen[0]!.path).toBe(paths.gameList);
    expect(queryOf(seen[0]!.url)).toEqual({
      clientType: '3',
      platform: 'html5-desktop',
      gameType: 'RNG',
      vassalage: 'PG',
      gameName: 'dragon',
      pageNo: '2',
      pageSize: '40',
      language: 'ar',
    });
  });

  it('asks nothing for a null query', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer(page(1)));
    const { result } = renderHook(() => useGameList(null), { wrapper });
    await pastMountRequests();
    expect(result.current.data).toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('keys on every filter and keeps the previous page on screen while the next loads', async () => {
    let release: () => void = () => {};
    const { wrapper, seen } = apiWrapper(async (request) => {
      const { pageNo } = queryOf(request.url);
      if (pageNo === '2') await new Promise<void>((resolve) => (release = resolve));
      return answer(page(Number(pageNo)));
    });
    const { result, rerender } = renderHook((query: GameListQuery) => useGameList(query), {
      wrapper,
      initialProps: { gameType: 'RNG', pageNo: 1 },
    });
    await waitFor(() => expect(result.current.data).toEqual(page(1)));
    rerender({ gameType: 'RNG', pageNo: 1 });
    rerender({ gameType: 'RNG', pageNo: 2 });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(result.current.data).toEqual(page(1));
    release();
    await waitFor(() => expect(result.current.data).toEqual(page(2)));
    rerender({ gameType: 'LIVE', pageNo: 1 });
    rerender({ gameType: 'LIVE', pageNo: 1, gameName: 'baccarat' });
    await waitFor(() => expect(seen).toHaveLength(4));
    expect(seen.map((request) => queryOf(request.url).gameName)).toEqual([
      undefined,
      undefined,
      undefined,
      'baccarat',
    ]);
  });

  it('asks again when the language or the token changes', async () => {
    const platform = fakeFetch(() => answer(page(1)));
    let props = { language: 'ar', token: null as string | null };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider {...props} fetch={platform.fetch} swrConfig={{ shouldRetryOnError: false }}>
        {children}
      </ApiProvider>
    );
    const { rerender } = renderHook(() => useGameList({ gameType: 'FISH' }), { wrapper });
    await waitFor(() => expect(platform.seen).toHaveLength(1));
    props = { language: 'en', token: null };
    rerender();
    await waitFor(() => expect(platform.seen).toHaveLength(2));
    props = { language: 'en', token: 'token-m' };
    rerender();
    await waitFor(() => expect(platform.seen).toHaveLength(3));
    expect(platform.seen.map((r) => [queryOf(r.url).language, r.headers.get('token')])).toEqual([
      ['ar', null],
      ['en', null],
      ['en', 'token-m'],
    ]);
  });
});
