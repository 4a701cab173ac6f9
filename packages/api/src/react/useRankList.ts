import * as calls from '../calls';
import type { RankListValue } from '../contract/games';
import { rankListLimit } from './gameQueryDefaults';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /wps/relay/GCSGAME_getRankList`: the winner board of every category (gameCategory ALL, the latest
 * 20 wins). Rounds keep changing it, so it is checked again when the player comes back to the tab.
 */
export function useRankList(): ApiResponse<RankListValue> {
  const { language } = useApiContext();
  return useApiQuery(['rankList', language], (client) =>
    client.call(calls.rankList, { gameCategory: 'ALL', language, limitNum: rankListLimit }),
  );
}
