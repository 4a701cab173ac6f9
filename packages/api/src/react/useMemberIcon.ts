import type { MemberIcon } from '../contract/session';
import { useApiContext } from './useApiContext';
import { useApiQuery, type ApiResponse } from './useApiQuery';

/** `GET /wps/member/info/icon`, while there is a token. */
export function useMemberIcon(): ApiResponse<MemberIcon> {
  const { token } = useApiContext();
  return useApiQuery(token ? ['memberIcon', token] : null, (client) => client.memberIcon(), {
    revalidateOnFocus: false,
  });
}
