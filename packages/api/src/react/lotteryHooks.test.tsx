import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeFetch, failure } from '../client/fakeFetch.fixture';
import type { LotteryMenuValue, OpenedDrawsValue } from '../contract/games';
import { paths } from '../paths';
import { ApiProvider } from './ApiProvider';
import { apiWrapper } from './apiWrapper.fixture';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { useLotteryGames } from './useLotteryGames';
import { useLotteryMenu } from './useLotteryMenu';
import { useOpenedDraws, useVnOpenedDraws } from './useOpenedDraws';
import { useRecentLotteryGames } from './useRecentLotteryGames';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://platform.test').searchParams);

const menus: LotteryMenuValue = {
  gameMenus: [
    {
      gameGroupCode: 'SSC',
      title: 'Time lotteries',
      games: [
        {
          gameCode: 'VN-1',
          name: 'Hanoi 5D',
          prizeMode: 'ZY',
          gameGroupCode: 'SSC',
          drawIntervalSeconds: 60,
        },
      ],
    },
  ],
};
const draws: OpenedDrawsValue = {
  list: [{ gameCode: 'VN-1', numero: '20261124-0421', result: ['3', '1', '4', '1', '5'], openedAt: 1 }],
};

const useLotteryHooks = () => ({
  menu: useLotteryMenu('ZY'),
  recent: useRecentLotteryGames({ prizeMode: 'ZY' }),
  games: useLotteryGames({ prizeMode: 'ELOTT', gameGroupCode: '' }),
  draws: useOpenedDraws({ gameCode: 'LOTT-7' }),
  vnDraws: useVnOpenedDraws({ gameCode: 'VN-1', limit: 5 }),
});

afterEach(() => vi.useRealTimers());

describe('lottery hooks', () => {
  it('answer visitors with the spec queries, and ask no recent games without a token', async () => {
    const { wrapper, seen } = apiWrapper(() => answer({ list: [] }), { token: null });
    const { result } = renderHook(useLotteryHooks, { wrapper });
    await waitFor(() => expect(seen).toHaveLength(4));
    vi.useFakeTimers();
    await pastMountRequests();
    expect(seen).toHaveLength(4);
    const asked = Object.fromEntries(seen.map((request) => [request.path, queryOf(request.url)]));
    expect(asked).toEqual({
      [paths.lotteryMenu]: { prizeMode: 'ZY', device: 'WEB', language: 'ar' },
      [paths.lotteryGames]: { prizeMode: 'ELOTT', language: 'ar' },
      [paths.lotteryOpened]: { gameCode: 'LOTT-7' },
      [paths.lotteryOpenedVn]: { gameCode: 'VN-1', limit: '5' },
    });
    expect(result.current.recent.data).toBeUndefined();
  });

  it("ask a member's recent lottery games with the token header", async () => {
    const { wrapper, seen } = apiWrapper(() => answer({ list: [] }), { token: 'token-m' });
    renderHook(() => useRecentLotteryGames({ prizeMode: 'SEA' }), { wrapper });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.path).toBe(paths.lotteryMenuRecent);
    expect(seen[0]!.headers.get('token')).toBe('token-m');
    expect(queryOf(seen[0]!.url)).toEqual({ device: 'WEB', prizeMode: 'SEA', language: 'ar' });
  });

  it('give the menus and draws as the platform answers them', async () => {
    const { wrapper } = apiWrapper((request) => answer(request.path === paths.lotteryMenu ? menus : draws));
    const { result } = renderHook(
      () => ({ menu: useLotteryMenu('ZY'), draws: useVnOpenedDraws({ gameCode: 'VN-1' }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.menu.data).toEqual(menus));
    await waitFor(() => expect(result.current.draws.data).toEqual(draws));
  });

  it('ask nothing for null, nor draws without a game code', async () => {
    vi.useFakeTimers();
    const { wrapper, seen } = apiWrapper(() => answer({ list: [] }), { token: 'token-m' });
    renderHook(
      () => ({
        menu: useLotteryMenu(null),
        recent: useRecentLotteryGames(null),
        games: useLotteryGames(null),
        draws: useOpenedDraws({ gameCode: '' }),
        vnDraws: useVnOpenedDraws(null),
      }),
      { wrapper },
    );
    await pastMountRequests();
    expect(seen).toHaveLength(0);
  });

  it('say a refusal as the error, with its message key', async () => {
    const { wrapper } = apiWrapper(() => failure(404, 'NOT_FOUND', 'Not found'));
    const { result } = renderHook(() => useOpenedDraws({ gameCode: 'GONE' }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('ask the latest draws again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { wrapper, seen } = apiWrapper(() => answer(draws));
    renderHook(() => useOpenedDraws({ gameCode: 'LOTT-7' }), { wrapper });
    await waitFor(() => expect(seen).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it('ask the menus again in a new language', async () => {
    const platform = fakeFetch(() => answer(menus));
    let language = 'ar';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider language={language} fetch={platform.fetch} swrConfig={{ shouldRetryOnError: false }}>
        {children}
      </ApiProvider>
    );
    const { rerender } = renderHook(() => useLotteryMenu('LOTT'), { wrapper });
    await waitFor(() => expect(platform.seen).toHaveLength(1));
    language = 'en';
    rerender();
    await waitFor(() => expect(platform.seen).toHaveLength(2));
    expect(queryOf(platform.seen[1]!.url)).toMatchObject({ prizeMode: 'LOTT', language: 'en' });
  });
});
