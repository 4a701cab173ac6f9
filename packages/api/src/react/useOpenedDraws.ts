import type { OpenedDrawsQuery, OpenedDrawsValue } from '../contract/games';
import { paths } from '../paths';
import { openedDrawsRefreshMs } from './gameQueryDefaults';
import { useApiQuery, type ApiResponse } from './useApiQuery';

function useDraws(name: string, path: string, query: OpenedDrawsQuery | null): ApiResponse<OpenedDrawsValue> {
  return useApiQuery(
    query?.gameCode ? [name, query.gameCode, query.limit ?? ''] : null,
    (client) =>
      client.request<OpenedDrawsValue>({
        method: 'GET',
        path,
        query: { gameCode: query?.gameCode, limit: query?.limit },
      }),
    // A drawn result never changes, but new draws open on the game's schedule: ask again now and then.
    { refreshInterval: openedDrawsRefreshMs },
  );
}

/**
 * `GET /lotto/lgw/games/opened/numero`: a lottery game's latest opened draws, newest first (10 unless a
 * limit of 1 to 30 is asked), asked again every minute while shown. Null, or no game code, asks nothing.
 */
export function useOpenedDraws(query: OpenedDrawsQuery | null): ApiResponse<OpenedDrawsValue> {
  return useDraws('openedDraws', paths.lotteryOpened, query);
}

/** `GET /lgw/vn/numeros/opened/game`: the same for the VN area's lottery (the /vnLottery screen). */
export function useVnOpenedDraws(query: OpenedDrawsQuery | null): ApiResponse<OpenedDrawsValue> {
  return useDraws('vnOpenedDraws', paths.lotteryOpenedVn, query);
}
