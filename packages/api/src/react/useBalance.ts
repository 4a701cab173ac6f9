import { useCallback } from 'react';
import type { BalanceValue } from '../contract/member';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

export type BalanceResponse = ApiResponse<BalanceValue> & {
  /** Loads the balance again (the header's refresh button). */
  refresh: () => Promise<BalanceValue | undefined>;
};

/** `GET /wps/v2/wallets/balance`, while there is a token; checked again when the player comes back. */
export function useBalance(): BalanceResponse {
  const { token } = useApiContext();
  const swr = useApiQuery(token ? ['balance', token] : null, (client) => client.balance());
  const { mutate } = swr;
  const refresh = useCallback(() => mutate(), [mutate]);
  return { ...swr, refresh };
}
