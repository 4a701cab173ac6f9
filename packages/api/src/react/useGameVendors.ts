import * as calls from '../calls';
import { useCallback, useMemo } from 'react';
import { cacheKeys, flushCached, readCached, writeCached } from '../client/sessionCache';
import type { VendorLane } from '../contract/games';
import { gamePlatform } from './gameQueryDefaults';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

export type GameVendorsResponse = ApiResponse<VendorLane[]> & {
  /** Forgets the session copies (every language) and loads the lanes again: the spec's flush option. */
  flush: () => Promise<VendorLane[] | undefined>;
};

/**
 * `GET /wps/relay/GCSGAME_newGameVendor`: the vendor lanes (`data.lanes`) in the provider's language. Kept
 * in session storage per language (spec section 4), so a later page of the session draws its menus at
 * once; a language change keys another copy, so the names are never those of the previous language.
 */
export function useGameVendors(): GameVendorsResponse {
  const { language } = useApiContext();
  const cacheKey = `${cacheKeys.vendors}:${language}` as const;
  const cached = useMemo(() => readCached<VendorLane[]>(cacheKey), [cacheKey]);
  const swr = useApiQuery(
    ['gameVendors', language],
    async (client) => {
      const value = await client.call(calls.gameVendors, { platform: gamePlatform, language });
      writeCached(cacheKey, value.data.lanes);
      return value.data.lanes;
    },
    { ...configCallOptions, fallbackData: cached },
  );
  const { mutate } = swr;
  const flush = useCallback(() => {
    flushCached(cacheKeys.vendors);
    return mutate();
  }, [mutate]);
  return { ...swr, flush };
}
