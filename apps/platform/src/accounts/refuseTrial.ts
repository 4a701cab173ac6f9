import type { PlatformConfig } from '../config';
import { ApiError } from '../failures/ApiError';
import type { Account } from './accounts';

/** Refuses a trial account what only a real one may do (the cashier, the inbox): TRIAL_NOT_ALLOWED. */
export function refuseTrial(
  config: Pick<PlatformConfig, 'trialTypes'>,
  account: Pick<Account, 'type'>,
): void {
  if (config.trialTypes.includes(account.type)) throw new ApiError('TRIAL_NOT_ALLOWED');
}
