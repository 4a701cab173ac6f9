import type { Platform } from '../context';
import { limits } from '../limits/limits';
import { takeLimit } from '../limits/takeLimit';

/** A free trial needs no account, so its game sessions are limited per address (SECURITY.md quotes it). */
export const trialLaunchLimits = {
  perAddress: limits.trialLaunchesPerAddress.limit,
  windowMs: limits.trialLaunchesPerAddress.windowMs,
} as const;

/** Counts a free-trial launch from an address; THROTTLED past its share of the hour. */
export const countTrialLaunch = (platform: Platform, ip: string): Promise<void> =>
  takeLimit(platform, 'trialLaunchesPerAddress', ip);
