import { whitelabelFlags } from '@portal/api';
import { useConsolidated, useWhitelabelFlag } from '@portal/api/react';
import { useSession } from './SessionContext';

/**
 * The consolidated data (VIP label, VIP and referral switches, counters): loaded for members who are not
 * trial accounts while AGENTPOLICY3 is on (spec section 3), once the platform holds the language shown,
 * since it words the VIP label. Header and menus share the one call.
 */
export function useMemberConsolidated() {
  const session = useSession();
  const agentPolicy = useWhitelabelFlag(whitelabelFlags.agentPolicy);
  return useConsolidated(
    Boolean(session.member) && !session.isTrial && agentPolicy === true && session.languageSynced,
  );
}
