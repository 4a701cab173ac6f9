import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { cacheKeys, readCached, writeCached } from '../client/sessionCache';
import { paths } from '../paths';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useFavouriteIds } from './useFavouriteIds';
import { useFavouriteList } from './useFavouriteList';
import { useMerchantWallet } from './useMerchantWallet';
import { usePvpRooms } from './usePvpRooms';
import { useRecentGames } from './useRecentGames';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://platform.test').searchParams);
const useMemberHooks = () => ({
  ids: useFavouriteIds(),
  favourites: useFavouriteList({ gameType: 'RNG', pageNo: 1, pageSize: 15 }),
  recent: useRecentGames(),
  rooms: usePvpRooms(),
  wallet: useMerchantWallet(),
});

beforeEach(() => sessionStorage.clear());

afterEach(() => vi.useRealTimers());
describe('member game hooks', () => {
  it('ask nothing without a token', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer({}), { token: null });
    const { result } = renderHook(useMemberHooks, { wrapper });
    await pastMountRequests();
    expect(seen).toHaveLength(0);
    expect(Object.values(result.current).map((swr) => swr.data)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('ask with the token header and the spec queries', async () => {
    const { wrapper, seen } = apiWrapper(() => answer({ isSingle: true }), { token: 'token-m' });
    renderHook(useMemberHooks, { wrapper });
    await waitFor(() => expect(seen).toHaveLength(5));
    expect(seen.every((request) => request.headers.get('token') === 'token-m')).toBe(true);
    const asked = Object.fromEntries(seen.map((request) => [request.path, queryOf(request.url)]));
    expect(asked).toEqual({
      [paths.favouriteIds]: {},
      [paths.favouriteList]: {
        clientType: '3',
        platform: 'html5-desktop',
        gameType: 'RNG',
        pageNo: '1',
        pageSize: '15',
        language: 'ar',
      },
      [paths.recentGames]: { page: '1', pageSize: '20', clientType: '3', language: 'ar' },
      [paths.pvpRooms]: { language: 'ar' },
      [paths.merchantWallet]: {},
    });
  });

  it('asks no favourite page for a null query', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer({}), { token: 'token-m' });
    renderHook(() => useFavouriteList(null), { wrapper });
    await pastMountRequests();
    expect(seen).toHaveLength(0);
  });

  it('keeps the merchant wallet in session storage and reads it back without a call', async () => {
    const first = apiWrapper(() => answer({ isSingle: false }), { token: 'token-m' });
    const { result } = renderHook(() => useMerchantWallet(), { wrapper: first.wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ isSingle: false }));
    expect(readCached(cacheKeys.merchantWallet)).toEqual({ isSingle: false });

    writeCached(cacheKeys.merchantWallet, { isSingle: true });
    vi.useFakeTimers();
    const second = apiWrapper(() => answer({ isSingle: false }), { token: 'token-m' });
    const again = renderHook(() => useMerchantWallet(), { wrapper: second.wrapper });
    expect(again.result.current.data).toEqual({ isSingle: true });
    await pastMountRequests();
    expect(second.seen).toHaveLength(0);
  });

  it('does not show a cached merchant wallet to a visitor', () => {
    writeCached(cacheKeys.merchantWallet, { isSingle: true });
    const { wrapper } = apiWrapper(() => answer({ isSingle: false }), { token: null });
    const { result } = renderHook(() => useMerchantWallet(), { wrapper });
    expect(result.current.data).toBeUndefined();
  });
});
