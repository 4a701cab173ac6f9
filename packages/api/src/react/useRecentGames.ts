import * as calls from '../calls';
import type { RecentGamesQuery, RecentGamesValue } from '../contract/games';
import { gameClientType, recentGamesPageSize, withoutEmpty } from './gameQueryDefaults';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * One page of the member's recently played games, newest first; a visitor has none, so nothing is asked,
 * nor for null (a view that shows them only on one of its tabs).
 */
export function useRecentGames(query: RecentGamesQuery | null = {}): ApiResponse<RecentGamesValue> {
  const { language, token } = useApiContext();
  const sent = {
    page: 1,
    pageSize: recentGamesPageSize,
    clientType: gameClientType,
    ...query,
    language: query?.language ?? language,
  };
  return useApiQuery(
    token && query
      ? [
          'recentGames',
          token,
          sent.language,
          sent.clientType,
          sent.gameType ?? '',
          sent.vendor ?? '',
          sent.page,
          sent.pageSize,
        ]
      : null,
    (client) => client.call(calls.recentGames, withoutEmpty(sent)),
    { keepPreviousData: true },
  );
}
