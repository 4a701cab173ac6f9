import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';

/**
 * The time of an account's first login, stamped `now` if it has none yet. Only the first call stamps it:
 * two tabs welcoming at once keep one time.
 */
export async function stampFirstLogin(db: Db, accountId: number, now: Date): Promise<Date> {
  const [stamped] = await db
    .update(accounts)
    .set({ firstLoginAt: now })
    .where(and(eq(accounts.id, accountId), isNull(accounts.firstLoginAt)))
    .returning({ firstLoginAt: accounts.firstLoginAt });
  if (stamped?.firstLoginAt) return stamped.firstLoginAt;
  const [kept] = await db
    .select({ firstLoginAt: accounts.firstLoginAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return kept?.firstLoginAt ?? now;
}
