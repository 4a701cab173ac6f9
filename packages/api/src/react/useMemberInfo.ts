import type { MemberInfo } from '../contract/session';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/**
 * `GET /wps/member/info`, only while there is a token (spec section 4: member info loads from the
 * token). The key holds the token, so a new session never shows the previous member.
 */
export function useMemberInfo(): ApiResponse<MemberInfo> {
  const { token } = useApiContext();
  return useApiQuery(token ? ['memberInfo', token] : null, (client) => client.memberInfo());
}
