import type { LoginValue } from '@portal/api';
import { whitelabelFlags } from '@portal/api';
import { accountKind } from '../accounts/accountTypes';
import type { Account } from '../accounts/accounts';
import type { Platform } from '../context';
import { flagEnabled } from '../system/flagEnabled';
import { readSetting } from '../system/siteSettings';
import { recordLogin, type LoginContext } from './loginEvents';
import { createSession, hashToken } from './sessions';

/** With password expiry on, a password this old must be changed at login. */
export const passwordMaxAgeDays = 90;

/**
 * Starts the session of an account that proved who it is, and says what the client must do next: the
 * first login (until the portal's first-login action says it was welcomed), an expired password, or the
 * default initial password. `notAfter` caps the session's absolute expiry (a hand-over's).
 *
 * A real account's login goes into its login history (`login`: the request and how it logged in), and
 * the answer carries the time of its previous one; a trial account's (free play, `login` null, or one
 * handed over) is not kept.
 */
export async function startSession(
  platform: Platform,
  account: Account,
  login: LoginContext | null,
  options: { notAfter?: number } = {},
): Promise<LoginValue> {
  const token = await createSession(platform, account.id, options);
  const previousLogin =
    login && accountKind(platform.config, account.type) !== 'trial'
      ? await recordLogin(platform, account.id, hashToken(token), login)
      : null;
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
    ...(previousLogin ? { previousLoginAt: previousLogin.toISOString() } : {}),
  };
}
