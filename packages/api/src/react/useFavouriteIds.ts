import * as calls from '../calls';
import type { FavouriteIdsValue } from '../contract/games';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** The member's favourite game ids; a visitor has none, so nothing is asked without a token. */
export function useFavouriteIds(): ApiResponse<FavouriteIdsValue> {
  const { token } = useApiContext();
  return useApiQuery(token ? ['favouriteIds', token] : null, (client) => client.call(calls.favouriteIds));
}
