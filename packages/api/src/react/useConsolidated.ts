import * as calls from '../calls';
import type { ConsolidatedValue } from '../contract/memberCentre';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /wps/member/info/consolidated`: the header's VIP label and the member's counters. The host loads
 * it for members who are not trial accounts while AGENTPOLICY3 is on (spec section 3), so it passes
 * `enabled` accordingly.
 */
export function useConsolidated(enabled = true): ApiResponse<ConsolidatedValue> {
  const { token, language } = useApiContext();
  return useApiQuery(enabled && token ? ['consolidated', token, language] : null, (client) =>
    client.call(calls.consolidated),
  );
}
