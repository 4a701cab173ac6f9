import type { PlatformConfig } from '../config';

export type AccountKind = 'member' | 'agent' | 'trial' | 'nonMember';

/** What an account type is, by the configured lists (spec section 6). */
export function accountKind(
  config: Pick<PlatformConfig, 'agentTypes' | 'trialTypes' | 'memberTypes'>,
  type: number,
): AccountKind {
  if (config.agentTypes.includes(type)) return 'agent';
  if (config.trialTypes.includes(type)) return 'trial';
  if (config.memberTypes.includes(type)) return 'member';
  return 'nonMember';
}
