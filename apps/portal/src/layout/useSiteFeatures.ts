import { whitelabelFlags } from '@portal/api';
import { useWhitelabelFlag } from '@portal/api/react';
import type { SiteFeatures } from '@portal/ui';
import { useSession } from '../shell/session/SessionContext';
import { useMemberConsolidated } from '../shell/session/useMemberConsolidated';

/**
 * What decides the side menu's and the footer's optional entries (spec 2.4 and 6): Rebate with
 * MANPLAYREB3, VIP when the site runs it, and the referral entry while the referral promotion runs
 * (the agent centre for an agent). VIP and referral come with the member's consolidated data.
 */
export function useSiteFeatures(): SiteFeatures {
  const manualRebate = useWhitelabelFlag(whitelabelFlags.manualRebate);
  const session = useSession();
  const consolidated = useMemberConsolidated().data;
  return {
    manualRebate: manualRebate === true,
    vip: consolidated?.hasVip === true,
    referral: consolidated?.availablePromo.REFERRAL.enabled === true,
    agent: session.isAgent,
  };
}
