import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeFetch } from '../client/fakeFetch.fixture';
import { paths } from '../paths';
import { ApiProvider } from './ApiProvider';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useGameAnnouncements } from './useGameAnnouncements';
import { useGameMenus } from './useGameMenus';
import { usePopularGames } from './usePopularGames';
import { useRankList } from './useRankList';
import { useVendorGameTypes } from './useVendorGameTypes';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://platform.test').searchParams);

const useCatalogueHooks = () => ({
  types: useVendorGameTypes('PG'),
  menus: useGameMenus(),
  rank: useRankList(),
  popular: usePopularGames(),
  announcements: useGameAnnouncements(),
});

afterEach(() => vi.useRealTimers());
describe('game catalogue hooks', () => {
  it('answer visitors, with the spec queries in the language', async () => {
    const { wrapper, seen } = apiWrapper(() => answer({ list: [] }), { token: null });
    renderHook(useCatalogueHooks, { wrapper });
    await waitFor(() => expect(seen).toHaveLength(5));
    const asked = Object.fromEntries(seen.map((request) => [request.path, queryOf(request.url)]));
    expect(asked).toEqual({
      [paths.vendorGameTypes]: { vassalage: 'PG', language: 'ar' },
      [paths.gameMenus]: { language: 'ar' },
      [paths.rankList]: { gameCategory: 'ALL', language: 'ar', limitNum: '20' },
      [paths.popularGames]: { language: 'ar' },
      [paths.gameAnnouncements]: { language: 'ar' },
    });
  });

  it('asks no vendor game types without a vendor', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer({}));
    renderHook(() => useVendorGameTypes(null), { wrapper });
    await pastMountRequests();
    expect(seen).toHaveLength(0);
  });

  it('ask again in a new language', async () => {
    const platform = fakeFetch(() => answer({ list: [] }));
    let language = 'ar';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider language={language} fetch={platform.fetch} swrConfig={{ shouldRetryOnError: false }}>
        {children}
      </ApiProvider>
    );
    const { rerender } = renderHook(useCatalogueHooks, { wrapper });
    await waitFor(() => expect(platform.seen).toHaveLength(5));
    language = 'en';
    rerender();
    await waitFor(() => expect(platform.seen).toHaveLength(10));
    expect(platform.seen.slice(5).every((request) => queryOf(request.url).language === 'en')).toBe(true);
  });
});
