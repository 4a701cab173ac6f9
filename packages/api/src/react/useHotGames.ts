import * as calls from '../calls';
import { useCallback, useMemo } from 'react';
import { cacheKeys, flushCached, readCached, writeCached } from '../client/sessionCache';
import type { HotGamesQuery, HotGamesValue } from '../contract/games';
import { hotGamesIsPlatform, hotGamesPlatform, withoutEmpty } from './gameQueryDefaults';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

export type HotGamesResponse = ApiResponse<HotGamesValue> & {
  /** Forgets every session copy of the hot list and loads this one again (spec section 4). */
  refresh: () => Promise<HotGamesValue | undefined>;
};

/**
 * `GET /wps/relay/GCSGAME_hotGamesV2`: the hot games of a vendor or game type (all of them by default),
 * kept in session storage per language and filter (spec section 4). Not keyed on the token: the cached
 * list is the same for everyone, and a member's favourites come from `useFavouriteIds`. Null asks nothing
 * (a view that shows the hot list only on one of its tabs).
 */
export function useHotGames(query: HotGamesQuery | null = {}): HotGamesResponse {
  const { language } = useApiContext();
  const sent = {
    isPlatform: hotGamesIsPlatform,
    platform: hotGamesPlatform,
    ...query,
    language: query?.language ?? language,
  };
  const filters = [
    sent.language,
    sent.merchantCode ?? '',
    sent.vassalage ?? '',
    sent.gameType ?? '',
  ] as const;
  const cacheKey = `${cacheKeys.hotGames}:${filters.join(':')}` as const;
  // Keyed on the filters, not the query object (a new `{}` every render): the stored list is read and
  // parsed once per filter, not on every render of a section.
  const asked = query !== null;
  const cached = useMemo(() => (asked ? readCached<HotGamesValue>(cacheKey) : undefined), [cacheKey, asked]);
  const swr = useApiQuery(
    query ? ['hotGames', ...filters, sent.isPlatform, sent.platform] : null,
    async (client) => {
      const value = await client.call(calls.hotGames, withoutEmpty(sent));
      writeCached(cacheKey, value);
      return value;
    },
    { ...configCallOptions, fallbackData: cached, keepPreviousData: true },
  );
  const { mutate } = swr;
  // The hot ranking is one list on the platform: a refresh makes every cached filter of it stale.
  const refresh = useCallback(() => {
    flushCached(cacheKeys.hotGames);
    return mutate();
  }, [mutate]);
  return { ...swr, refresh };
}
