import type { FavouriteListQuery, FavouriteListValue } from '../contract/games';
import { paths } from '../paths';
import { gameClientType, gamePlatform, withoutEmpty } from './gameQueryDefaults';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** One page of the member's favourite games; null, or a visitor, asks nothing. */
export function useFavouriteList(query: FavouriteListQuery | null): ApiResponse<FavouriteListValue> {
  const { language, token } = useApiContext();
  const sent = query && {
    clientType: gameClientType,
    platform: gamePlatform,
    ...query,
    language: query.language ?? language,
  };
  return useApiQuery(
    sent && token
      ? [
          'favouriteList',
          token,
          sent.language,
          sent.clientType,
          sent.platform,
          sent.gameType ?? '',
          sent.vassalage ?? '',
          sent.pageNo ?? '',
          sent.pageSize ?? '',
        ]
      : null,
    (client) =>
      client.request<FavouriteListValue>({
        method: 'GET',
        path: paths.favouriteList,
        query: withoutEmpty({ ...sent }),
      }),
    { keepPreviousData: true },
  );
}
