import { referralPromotionCategory } from '@portal/api';
import { and, count, countDistinct, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inboxMessages, promotions } from '../db/schema';

/** A member's unread platform messages. */
export async function unreadMessageCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.accountId, accountId), isNull(inboxMessages.readAt)));
  return row?.total ?? 0;
}

/** The promotions running at `now`, and whether a referral one is among them. */
export async function runningPromotions(db: Db, now: number): Promise<{ count: number; referral: boolean }> {
  const at = new Date(now);
  const running = and(lte(promotions.startsAt, at), or(isNull(promotions.endsAt), gt(promotions.endsAt, at)));
  const [all] = await db
    .select({ total: countDistinct(promotions.id) })
    .from(promotions)
    .where(running);
  const [referral] = await db
    .select({ total: countDistinct(promotions.id) })
    .from(promotions)
    .where(and(running, eq(promotions.category, referralPromotionCategory)));
  return { count: all?.total ?? 0, referral: (referral?.total ?? 0) > 0 };
}
