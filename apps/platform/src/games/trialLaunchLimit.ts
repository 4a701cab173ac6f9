import type { Platform } from '../context';
import { ApiError } from '../http/apiError';

/** A free trial needs no account, so its game sessions are limited per address (SECURITY.md quotes it). */
export const trialLaunchLimits = { perAddress: 60, windowMs: 3_600_000 } as const;

/** Counts a free-trial launch from an address; THROTTLED past its share of the hour. */
export async function countTrialLaunch(platform: Platform, ip: string): Promise<void> {
  const launches = await platform.store.increment(`trial:launch:${ip}`, trialLaunchLimits.windowMs);
  if (launches > trialLaunchLimits.perAddress) throw new ApiError('THROTTLED');
}
