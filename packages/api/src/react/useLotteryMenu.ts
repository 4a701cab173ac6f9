import * as calls from '../calls';
import type { LotteryMenuValue, PrizeMode } from '../contract/games';
import { lotteryDevice } from './gameQueryDefaults';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /lgw/vn/games/game_menu`: the lottery menus of a prize mode (device WEB), one per category with
 * its games, in the language; null asks nothing (a screen still working out its prize mode). Open to
 * visitors; the menus change with an operator's action, not with the player's focus.
 */
export function useLotteryMenu(prizeMode: PrizeMode | null): ApiResponse<LotteryMenuValue> {
  const { language } = useApiContext();
  return useApiQuery(
    prizeMode ? ['lotteryMenu', prizeMode, language] : null,
    (client) => client.call(calls.lotteryMenu, { prizeMode, device: lotteryDevice, language }),
    configCallOptions,
  );
}
