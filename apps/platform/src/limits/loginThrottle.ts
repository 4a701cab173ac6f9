import type { LoginFailureValue } from '@portal/api';
import { usernameKeyOf, type Account } from '../accounts/accounts';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
import { releaseAttempt, reserveAttempt } from './attemptBudget';
import { limits } from './limits';
import { countLimit, limitBudget, limitRefusal, takeLimit } from './takeLimit';

/**
 * The login's limits. Attempts are counted when they start, before any password is hashed, so parallel
 * guesses are held to the same numbers as guesses one after another.
 */
export const loginLimits = {
  /** Spec: failures count for 30 minutes from the first. */
  failureWindowMs: limits.loginFailuresPerAccount.windowMs,
  /**
   * Spec: the 5th failure in the window locks the account. Attempts in flight count as failures until
   * they end, so at most 5 passwords of one account are ever checked before its lock.
   */
  accountFailuresBeforeLock: limits.loginFailuresPerAccount.limit,
  /** An address is shared (offices, mobile carriers), so it gets more room before its lock. */
  addressFailuresBeforeLock: limits.loginFailuresPerAddress.limit,
  lockMs: 15 * 60_000,
  /** Attempts an address may make each minute, before any password is hashed. */
  addressAttemptsPerMinute: limits.loginAttemptsPerAddress.limit,
  /**
   * Spec: a captcha after a failure. Only an account's first attempt of a window goes without one, and
   * only while no other attempt of it is in flight: parallel guesses after the first are asked for it.
   */
  attemptsWithoutCaptcha: 1,
} as const;

/**
 * What a login's limits count: the account, whichever of its names (username in any case, mobile number)
 * reached it; a name that is no account is counted by the name, so it is answered the same way.
 */
export const loginSubject = (account: Account | undefined, typedName: string): string =>
  account ? `account:${account.id}` : `name:${usernameKeyOf(typedName)}`;

/** The locks are not counters: a key that lives `lockMs` once the last failure allowed is counted. */
const lockKeys = (subject: string, ip: string) => ({
  accountLock: `login:lock:${subject}`,
  addressLock: `login:lock:ip:${ip}`,
});

/** A login attempt counted before its check; it ends one way or the other. */
export interface LoginAttempt {
  /** The password or code was right: the account starts afresh and the address's attempt is given back. */
  succeeded(): Promise<void>;
  /** It was wrong: the attempt stays counted, and the last failure allowed begins a lock. */
  failed(): Promise<LoginFailureValue & { captcha: true }>;
}

/**
 * Counts a login attempt before its password (or code) is checked, or refuses it: an address trying too
 * fast or with every attempt in use (429), a locked account or address (423 with the unlock time), or a
 * missing captcha once the account has a failure or another attempt in flight (`passCaptcha` throws;
 * without it, as for an SMS code, none is asked).
 */
export async function reserveLoginAttempt(
  platform: Platform,
  subject: string,
  ip: string,
  passCaptcha?: () => Promise<void>,
): Promise<LoginAttempt> {
  const k = lockKeys(subject, ip);
  const { store } = platform;
  await takeLimit(platform, 'loginAttemptsPerAddress', ip);
  const accountHeld = limitBudget('loginHeldPerAccount', subject);
  const addressHeld = limitBudget('loginHeldPerAddress', ip);
  const budgets = [accountHeld, addressHeld];
  const accountFailures = limitBudget('loginFailuresPerAccount', subject).key;
  const addressFailures = limitBudget('loginFailuresPerAddress', ip).key;
  const counts = await reserveAttempt(store, budgets);
  if (!counts) throw limitRefusal('loginHeldPerAccount');
  try {
    // Read after the attempt is counted: a lock that began meanwhile is seen, never slipped past.
    const lockLeft = Math.max(await store.ttl(k.accountLock), await store.ttl(k.addressLock));
    if (lockLeft > 0) {
      throw new ApiError('ACCOUNT_LOCKED', { captcha: true, lockedUntil: platform.now() + lockLeft });
    }
    if (passCaptcha && counts[0]! > loginLimits.attemptsWithoutCaptcha) await passCaptcha();
  } catch (error) {
    await releaseAttempt(store, budgets);
    throw error;
  }
  return {
    async succeeded() {
      await Promise.all([store.delete(accountHeld.key, accountFailures), store.decrement(addressHeld.key)]);
    },
    async failed() {
      const [account, address] = await Promise.all([
        countLimit(platform, 'loginFailuresPerAccount', subject),
        countLimit(platform, 'loginFailuresPerAddress', ip),
      ]);
      let locked = false;
      // The last failure allowed begins the lock. The lock is set before the counts are cleared, so an
      // attempt counted meanwhile meets the lock.
      if (account.count >= account.limit) {
        await store.set(k.accountLock, '1', loginLimits.lockMs);
        await store.delete(accountFailures, accountHeld.key);
        locked = true;
      }
      if (address.count >= address.limit) {
        await store.set(k.addressLock, '1', loginLimits.lockMs);
        await store.delete(addressFailures, addressHeld.key);
        locked = true;
      }
      return locked ? { captcha: true, lockedUntil: platform.now() + loginLimits.lockMs } : { captcha: true };
    },
  };
}
