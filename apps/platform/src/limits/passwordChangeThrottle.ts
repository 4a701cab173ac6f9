import type { Platform } from '../context';
import { releaseAttempt, reserveAttempt } from './attemptBudget';
import { limits } from './limits';
import { limitBudget, limitRefusal } from './takeLimit';

/**
 * The change of password's limits on its old-password check. A session can be stolen while its password
 * is not known; without a limit the check would let the thief guess it at the speed of the hash.
 */
export const passwordChangeLimits = {
  /** Wrong old passwords count for 30 minutes from the first, as a login's failures do. */
  windowMs: limits.passwordChecksPerAccount.windowMs,
  /** A member mistyping their password needs a few tries; a guesser gets no more than the login's 5. */
  accountChecks: limits.passwordChecksPerAccount.limit,
  /** An address is shared (offices, mobile carriers), so it gets more room, as at the login. */
  addressChecks: limits.passwordChecksPerAddress.limit,
} as const;

/**
 * Counts a check of the old password before it is hashed (checks in flight count, so parallel guesses
 * are held to the same numbers), or refuses it with 429. The caller says how the check ended: a right
 * password starts the account afresh and gives the address its check back; a wrong one stays counted.
 */
export function reserveOldPasswordCheck(platform: Platform, accountId: number, ip: string) {
  return reserveSecretCheck(platform, 'passwordChecksPerAccount', accountId, ip);
}

/**
 * The same for another secret of the account (the payment password): its own count per account, the
 * address's shared with the password's, so one address cannot guess both at twice the speed.
 */
export async function reserveSecretCheck(
  platform: Platform,
  accountLimit: 'passwordChecksPerAccount' | 'paymentPasswordChecksPerAccount',
  accountId: number,
  ip: string,
) {
  const account = limitBudget(accountLimit, String(accountId));
  const address = limitBudget('passwordChecksPerAddress', ip);
  if (!(await reserveAttempt(platform.store, [account, address]))) throw limitRefusal(accountLimit);
  return {
    async succeeded() {
      await Promise.all([platform.store.delete(account.key), releaseAttempt(platform.store, [address])]);
    },
  };
}
