import * as calls from '../calls';
import type { UnreadCountValue } from '../contract/memberCentre';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /wps/relay/CSP_unreadCount`: the member's unread platform messages. Trial accounts have no inbox
 * (spec section 6), so the host passes `enabled: false` for them and nothing is asked.
 */
export function useUnreadCount(enabled = true): ApiResponse<UnreadCountValue> {
  const { token } = useApiContext();
  return useApiQuery(enabled && token ? ['unreadCount', token] : null, (client) =>
    client.call(calls.unreadCount),
  );
}
