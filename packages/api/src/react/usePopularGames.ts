import * as calls from '../calls';
import type { PopularGamesValue } from '../contract/games';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** The popular games in the language; keyed on the token too, since a member's answer has favourite flags. */
export function usePopularGames(): ApiResponse<PopularGamesValue> {
  const { language, token } = useApiContext();
  return useApiQuery(['popularGames', language, token ?? ''], (client) =>
    client.call(calls.popularGames, { language }),
  );
}
