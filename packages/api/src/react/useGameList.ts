import type { GameListQuery, GameListValue } from '../contract/games';
import { paths } from '../paths';
import { gameClientType, gamePlatform, withoutEmpty } from './gameQueryDefaults';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /wps/relay/GCSGAME_gameList`: one page of the catalogue for the lobby's filters; null asks
 * nothing. Keyed on every filter, the language and the token (a member's answer carries favourite flags).
 * The previous page stays on screen while the next loads, so a filter change never blanks the grid.
 */
export function useGameList(query: GameListQuery | null): ApiResponse<GameListValue> {
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
    (client) =>
      client.request<GameListValue>({
        method: 'GET',
        path: paths.gameList,
        query: withoutEmpty({ ...sent }),
      }),
    { keepPreviousData: true },
  );
}
