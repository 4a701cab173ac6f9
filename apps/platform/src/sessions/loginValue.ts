import type { LoginValue } from '@portal/api';
import { whitelabelFlags } from '@portal/api';
import type { Account } from '../accounts/accounts';
import type { Platform } from '../context';
import { flagEnabled } from '../system/flagEnabled';
import { readSetting } from '../system/siteSettings';
import { createSession } from './sessions';

/** With password expiry on, a password this old must be changed at login. */
export const passwordMaxAgeDays = 90;

/**
 * Starts the session of an account that proved who it is, and says what the client must do next: the
 * first login (until the portal's first-login action says it was welcomed), an expired password, or the
 * default initial password. `notAfter` caps the session's absolute expiry (a hand-over's).
 */
export async function startSession(
  platform: Platform,
  account: Account,
  options: { notAfter?: number } = {},
): Promise<LoginValue> {
  const token = await createSession(platform, account.id, options);
  const firstTimeLogin = account.firstLoginAt === null;
  const tree = await readSetting(platform.db, 'whitelabel');
  const age = platform.now() - account.passwordChangedAt.getTime();
  return {
    token,
    firstTimeLogin,
    passwordExpired:
      flagEnabled(tree, whitelabelFlags.passwordExpiry) && age > passwordMaxAgeDays * 24 * 3_600_000,
    initialPassword: account.passwordInitial && flagEnabled(tree, whitelabelFlags.forcePasswordChange),
    idleTimeoutSeconds: platform.config.sessionIdleMinutes * 60,
  };
}
