import type { SWRConfiguration } from 'swr';
import * as calls from '../calls';
import type { ApiRequestError } from '../client/ApiRequestError';
import type { GameListQuery, GameListValue } from '../contract/games';
import { gameClientType, gamePlatform, withoutEmpty } from './gameQueryDefaults';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /wps/relay/GCSGAME_gameList`: one page of the catalogue for the lobby's filters; null asks
 * nothing. Keyed on every filter, the language and the token (a member's answer carries favourite flags).
 * The previous page stays on screen while the next loads, so a filter change never blanks the grid.
 * `options` are SWR's, over these (say `revalidateIfStale: false` for a view that mounts after another
 * hook has just asked the same page).
 */
export function useGameList(
  query: GameListQuery | null,
  options?: SWRConfiguration<GameListValue, ApiRequestError>,
): ApiResponse<GameListValue> {
  const { language, token } = useApiContext();
  const sent = query && {
    clientType: gameClientType,
    platform: gamePlatform,
    ...query,
    language: query.language ?? language,
  };
  return useApiQuery(
    sent
      ? [
          'gameList',
          sent.language,
          token ?? '',
          sent.clientType,
          sent.platform,
          sent.merchant ?? '',
          sent.gameType ?? '',
          sent.isNew ?? '',
          sent.isGame ?? '',
          sent.vassalage ?? '',
          sent.gameClassify ?? '',
          sent.gameName ?? '',
          sent.pageNo ?? '',
          sent.pageSize ?? '',
        ]
      : null,
    (client) => client.call(calls.gameList, withoutEmpty({ ...sent })),
    { keepPreviousData: true, ...options },
  );
}
