import { whitelabelFlags } from '@portal/api';
import { useConsolidated, useWhitelabelFlag } from '@portal/api/react';
import { useLanguage } from '../i18n/LanguageContext';
import { useSession } from './SessionContext';
import { useMemberLanguage } from './useMemberLanguage';

/**
 * The consolidated data (VIP label, VIP and referral switches, counters): loaded for members who are not
 * trial accounts while AGENTPOLICY3 is on (spec section 3), once the platform holds the language shown,
 * since it words the VIP label. Header and menus share the one call.
 */
export function useMemberConsolidated() {
  const session = useSession();
  const agentPolicy = useWhitelabelFlag(whitelabelFlags.agentPolicy);
  const { language } = useLanguage();
  const { synced } = useMemberLanguage(language);
  return useConsolidated(Boolean(session.member) && !session.isTrial && agentPolicy === true && synced);
}
