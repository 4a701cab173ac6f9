import type { OpenedDrawsQuery, OpenedDrawsValue } from '../contract/games';
import * as calls from '../calls';
import { openedDrawsRefreshMs } from './gameQueryDefaults';
import { useApiQuery, type ApiResponse } from './useApiQuery';

function useDraws(
  name: string,
  call: typeof calls.lotteryOpened | typeof calls.lotteryOpenedVn,
  query: OpenedDrawsQuery | null,
): ApiResponse<OpenedDrawsValue> {
  return useApiQuery(
    query?.gameCode ? [name, query.gameCode, query.limit ?? ''] : null,
    (client) => client.call(call, { gameCode: query?.gameCode, limit: query?.limit }),
    // A drawn result never changes, but new draws open on the game's schedule: ask again now and then.
    { refreshInterval: openedDrawsRefreshMs },
  );
}

/**
 * `GET /lotto/lgw/games/opened/numero`: a lottery game's latest opened draws, newest first (10 unless a
 * limit of 1 to 30 is asked), asked again every minute while shown. Null, or no game code, asks nothing.
 */
export function useOpenedDraws(query: OpenedDrawsQuery | null): ApiResponse<OpenedDrawsValue> {
  return useDraws('openedDraws', calls.lotteryOpened, query);
}

/** `GET /lgw/vn/numeros/opened/game`: the same for the VN area's lottery (the /vnLottery screen). */
export function useVnOpenedDraws(query: OpenedDrawsQuery | null): ApiResponse<OpenedDrawsValue> {
  return useDraws('vnOpenedDraws', calls.lotteryOpenedVn, query);
}
