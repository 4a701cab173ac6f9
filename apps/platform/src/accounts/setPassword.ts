import { eq } from 'drizzle-orm';
import type { Platform } from '../context';
import { accounts } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { revokeAccountSessions } from '../sessions/sessions';
import { endPasswordResets } from './passwordResets';
import { hashPassword } from './passwords';

/** An owner may choose any password the rule allows but the product's default initial one. */
export function assertOwnPasswordAllowed(platform: Platform, password: string): void {
  if (platform.config.defaultInitialPassword && password === platform.config.defaultInitialPassword) {
    throw new ApiError('PASSWORD_NOT_ALLOWED');
  }
}

/**
 * Gives an account a new password chosen by its owner: never the product's default initial password;
 * every other session ends (a thief's session does not survive the change), `keep` stays, and a reset
 * link sent before is of no use any more.
 */
export async function setOwnPassword(
  platform: Platform,
  accountId: number,
  password: string,
  keep?: string,
): Promise<void> {
  assertOwnPasswordAllowed(platform, password);
  const now = platform.now();
  await platform.db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(password),
      passwordInitial: false,
      passwordChangedAt: new Date(now),
    })
    .where(eq(accounts.id, accountId));
  await endPasswordResets(platform.db, accountId, now);
  await revokeAccountSessions(platform, accountId, keep);
}
