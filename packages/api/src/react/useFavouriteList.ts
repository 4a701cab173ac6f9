import type { SWRConfiguration } from 'swr';
import * as calls from '../calls';
import type { ApiRequestError } from '../client/ApiRequestError';
import type { FavouriteListQuery, FavouriteListValue } from '../contract/games';
import { gameClientType, gamePlatform, withoutEmpty } from './gameQueryDefaults';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * One page of the member's favourite games; null, or a visitor, asks nothing. `options` are SWR's, over
 * these.
 */
export function useFavouriteList(
  query: FavouriteListQuery | null,
  options?: SWRConfiguration<FavouriteListValue, ApiRequestError>,
): ApiResponse<FavouriteListValue> {
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
    (client) => client.call(calls.favouriteList, withoutEmpty({ ...sent })),
    { keepPreviousData: true, ...options },
  );
}
