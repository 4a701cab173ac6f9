import * as calls from '../calls';
import { useMemo } from 'react';
import { cacheKeys, readCached, writeCached } from '../client/sessionCache';
import type { MerchantWalletValue } from '../contract/games';
import { configCallOptions } from './swrOptions';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /wps/relay/GCS_merchantWallet`: one wallet for every game, or one per vendor. Member only (a visitor
 * has no wallet), and kept in session storage (spec section 4): the logout flush clears it with the rest.
 */
export function useMerchantWallet(): ApiResponse<MerchantWalletValue> {
  const { token } = useApiContext();
  const cached = useMemo(
    () => (token ? readCached<MerchantWalletValue>(cacheKeys.merchantWallet) : undefined),
    [token],
  );
  return useApiQuery(
    token ? ['merchantWallet', token] : null,
    async (client) => {
      const value = await client.call(calls.merchantWallet);
      writeCached(cacheKeys.merchantWallet, value);
      return value;
    },
    { ...configCallOptions, fallbackData: cached },
  );
}
