import { eq } from 'drizzle-orm';
import type { Platform } from '../context';
import { accounts } from '../db/schema';
import { ApiError } from '../http/apiError';
import { revokeAccountSessions } from '../sessions/sessions';
import { hashPassword } from './passwords';

/**
 * Gives an account a new password chosen by its owner: never the product's default initial password;
 * every other session ends (a thief's session does not survive the change), `keep` stays.
 */
export async function setOwnPassword(
  platform: Platform,
  accountId: number,
  password: string,
  keep?: string,
): Promise<void> {
  if (platform.config.defaultInitialPassword && password === platform.config.defaultInitialPassword) {
    throw new ApiError('PASSWORD_NOT_ALLOWED');
  }
  await platform.db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(password),
      passwordInitial: false,
      passwordChangedAt: new Date(platform.now()),
    })
    .where(eq(accounts.id, accountId));
  await revokeAccountSessions(platform, accountId, keep);
}
