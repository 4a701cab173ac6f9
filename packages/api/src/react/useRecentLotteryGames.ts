import * as calls from '../calls';
import type { LotteryGamesValue, RecentLotteryGamesQuery } from '../contract/games';
import { lotteryDevice } from './gameQueryDefaults';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /lgw/vn/games/game_menu/recent`: the member's recently played lottery games, newest first, of a
 * prize mode (every mode when none is asked). A visitor has none, so nothing is asked, nor for null.
 */
export function useRecentLotteryGames(
  query: RecentLotteryGamesQuery | null = {},
): ApiResponse<LotteryGamesValue> {
  const { language, token } = useApiContext();
  const sent = { device: lotteryDevice, ...query, language: query?.language ?? language };
  return useApiQuery(
    token && query ? ['recentLotteryGames', token, sent.language, sent.prizeMode ?? '', sent.device] : null,
    (client) => client.call(calls.lotteryMenuRecent, sent),
  );
}
