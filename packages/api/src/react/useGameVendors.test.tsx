import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeFetch } from '../client/fakeFetch.fixture';
import { cacheKeys, readCached, writeCached } from '../client/sessionCache';
import type { VendorLane } from '../contract/games';
import { paths } from '../paths';
import { ApiProvider } from './ApiProvider';
import { apiWrapper } from './apiWrapper.fixture';
import { useGameVendors } from './useGameVendors';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://platform.test').searchParams);

const lane = (title: string): VendorLane => ({
  gameCategory: 'RNG',
  title,
  vendors: [],
  cards: {},
  gameClassify: ['SC'],
});

beforeEach(() => sessionStorage.clear());

describe('useGameVendors', () => {
  it('asks the desktop lanes in the language and keeps them in session storage for that language', async () => {
    const { wrapper, seen } = apiWrapper(() => answer({ data: { lanes: [lane('Slots')] } }));
    const { result } = renderHook(() => useGameVendors(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([lane('Slots')]));
    expect(seen[0]!.path).toBe(paths.gameVendors);
    expect(queryOf(seen[0]!.url)).toEqual({ platform: 'html5-desktop', language: 'ar' });
    expect(readCached(`${cacheKeys.vendors}:ar`)).toEqual([lane('Slots')]);
  });

  it('shows the session copy at once, without a call', () => {
    writeCached(`${cacheKeys.vendors}:ar`, [lane('cached')]);
    const { wrapper, seen } = apiWrapper(() => answer({ data: { lanes: [lane('fresh')] } }));
    const { result } = renderHook(() => useGameVendors(), { wrapper });
    expect(result.current.data).toEqual([lane('cached')]);
    expect(seen).toHaveLength(0);
  });

  it('forgets every session copy and loads again on flush', async () => {
    writeCached(`${cacheKeys.vendors}:ar`, [lane('cached')]);
    writeCached(`${cacheKeys.vendors}:en`, [lane('cached en')]);
    const { wrapper, seen } = apiWrapper(() => answer({ data: { lanes: [lane('fresh')] } }));
    const { result } = renderHook(() => useGameVendors(), { wrapper });
    await act(() => result.current.flush());
    expect(result.current.data).toEqual([lane('fresh')]);
    expect(readCached(`${cacheKeys.vendors}:ar`)).toEqual([lane('fresh')]);
    expect(readCached(`${cacheKeys.vendors}:en`)).toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('loads the lanes again in a new language', async () => {
    const platform = fakeFetch((request) =>
      answer({ data: { lanes: [lane(queryOf(request.url).language!)] } }),
    );
    let language = 'ar';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider language={language} fetch={platform.fetch} swrConfig={{ shouldRetryOnError: false }}>
        {children}
      </ApiProvider>
    );
    const { result, rerender } = renderHook(() => useGameVendors(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([lane('ar')]));
    language = 'en';
    rerender();
    await waitFor(() => expect(result.current.data).toEqual([lane('en')]));
    expect(platform.seen).toHaveLength(2);
    expect(readCached(`${cacheKeys.vendors}:en`)).toEqual([lane('en')]);
  });
});
