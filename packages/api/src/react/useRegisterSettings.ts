import { useCallback, useState } from 'react';
import type { RegisterSettingsValue } from '../contract/site';
import { cacheKeys, flushCached, readCached, writeCached } from '../client/sessionCache';
import { configCallOptions } from './swrOptions';
import { useApiQuery, type ApiResponse } from './useApiQuery';

export type RegisterSettingsResponse = ApiResponse<RegisterSettingsValue> & {
  /** Forgets the session copy and loads the rules again. */
  flush: () => Promise<RegisterSettingsValue | undefined>;
};

/**
 * `GET /wps/system/setting/register`: the registration rules, kept in session storage (spec section 4),
 * so a later page of the same session shows the form at once, without a call.
 */
export function useRegisterSettings(): RegisterSettingsResponse {
  const [cached] = useState(() => readCached<RegisterSettingsValue>(cacheKeys.registerSettings));
  const swr = useApiQuery(
    ['registerSettings'],
    async (client) => {
      const value = await client.registerSettings();
      writeCached(cacheKeys.registerSettings, value);
      return value;
    },
    { ...configCallOptions, fallbackData: cached },
  );
  const { mutate } = swr;
  const flush = useCallback(() => {
    flushCached(cacheKeys.registerSettings);
    return mutate();
  }, [mutate]);
  return { ...swr, flush };
}
