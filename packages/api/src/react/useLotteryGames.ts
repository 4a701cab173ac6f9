import * as calls from '../calls';
import type { LotteryGamesQuery, LotteryGamesValue } from '../contract/games';
import { withoutEmpty } from './gameQueryDefaults';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /lgw/games/lottery`: the lottery games of a prize mode, each tagged with its category, optionally
 * of one category ('' for every one); null asks nothing. Open to visitors.
 */
export function useLotteryGames(query: LotteryGamesQuery | null): ApiResponse<LotteryGamesValue> {
  const { language } = useApiContext();
  const sent = query && { ...query, language: query.language ?? language };
  return useApiQuery(
    sent ? ['lotteryGames', sent.prizeMode, sent.gameGroupCode ?? '', sent.language] : null,
    (client) => client.call(calls.lotteryGames, withoutEmpty({ ...sent })),
    configCallOptions,
  );
}
