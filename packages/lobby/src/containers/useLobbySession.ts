import { useApiClient, useMemberInfo } from '@portal/api/react';

export interface LobbySession {
  session: 'visitor' | 'member';
  isTrial: boolean;
}

/**
 * Who is in the lobby: the provider's token decides (spec 2.2), so a member is one from the first render
 * (no visitor's page, then a member's); a token the platform refuses is a visitor's. A trial account is
 * type 4, known once the member info arrives (until then the platform refuses a trial's launch itself).
 */
export function useLobbySession(): LobbySession {
  const token = useApiClient().token();
  const member = useMemberInfo();
  return {
    session: token && !member.error ? 'member' : 'visitor',
    isTrial: member.data?.isTrial ?? false,
  };
}
