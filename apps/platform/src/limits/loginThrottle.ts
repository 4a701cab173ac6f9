import type { Platform } from '../context';
import { ApiError } from '../http/apiError';

/** Spec and issue: a captcha after a failure; a lock after 5 failures in 30 minutes. */
export const loginLimits = {
  failureWindowMs: 30 * 60_000,
  accountFailuresBeforeLock: 5,
  /** An address is shared (offices, mobile carriers), so it gets more room before its lock. */
  addressFailuresBeforeLock: 20,
  lockMs: 15 * 60_000,
  /** Attempts an address may make each minute, before any password is hashed. */
  addressAttemptsPerMinute: 30,
} as const;

const keys = (usernameKey: string, ip: string) => ({
  accountFailures: `login:fail:acct:${usernameKey}`,
  addressFailures: `login:fail:ip:${ip}`,
  accountLock: `login:lock:acct:${usernameKey}`,
  addressLock: `login:lock:ip:${ip}`,
  addressAttempts: `login:try:ip:${ip}`,
  captcha: `login:captcha:${usernameKey}`,
});

/**
 * Refuses a login before its password is hashed: a locked account or address (423 with the unlock
 * time) or an address trying too fast (429). Returns whether this login must carry a captcha.
 */
export async function checkLoginAllowed(
  platform: Platform,
  usernameKey: string,
  ip: string,
): Promise<{ captchaRequired: boolean }> {
  const k = keys(usernameKey, ip);
  const { store } = platform;
  const lockLeft = Math.max(await store.ttl(k.accountLock), await store.ttl(k.addressLock));
  if (lockLeft > 0) {
    throw new ApiError('ACCOUNT_LOCKED', { captcha: true, lockedUntil: platform.now() + lockLeft });
  }
  if ((await store.increment(k.addressAttempts, 60_000)) > loginLimits.addressAttemptsPerMinute) {
    throw new ApiError('THROTTLED', { captcha: true });
  }
  return { captchaRequired: (await store.get(k.captcha)) !== null };
}

/** Counts a failed login; returns the failure's value (captcha now required, and a lock if one began). */
export async function recordLoginFailure(
  platform: Platform,
  usernameKey: string,
  ip: string,
): Promise<{ captcha: true; lockedUntil?: number }> {
  const k = keys(usernameKey, ip);
  const { store } = platform;
  await store.set(k.captcha, '1', loginLimits.failureWindowMs);
  const [accountFailures, addressFailures] = await Promise.all([
    store.increment(k.accountFailures, loginLimits.failureWindowMs),
    store.increment(k.addressFailures, loginLimits.failureWindowMs),
  ]);
  let locked = false;
  if (accountFailures >= loginLimits.accountFailuresBeforeLock) {
    await store.set(k.accountLock, '1', loginLimits.lockMs);
    await store.delete(k.accountFailures);
    locked = true;
  }
  if (addressFailures >= loginLimits.addressFailuresBeforeLock) {
    await store.set(k.addressLock, '1', loginLimits.lockMs);
    await store.delete(k.addressFailures);
    locked = true;
  }
  return locked ? { captcha: true, lockedUntil: platform.now() + loginLimits.lockMs } : { captcha: true };
}

/** A successful login clears the account's failures and its captcha requirement. */
export async function recordLoginSuccess(platform: Platform, usernameKey: string, ip: string) {
  const k = keys(usernameKey, ip);
  await platform.store.delete(k.accountFailures, k.captcha);
}
