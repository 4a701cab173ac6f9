import { and, count, eq, gte } from 'drizzle-orm';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { withdrawals } from '../db/schema';
import { defaultWithdrawSetting, type WithdrawSetting } from '../payments/cashierSetting';
import { readSetting } from '../system/siteSettings';

/** The withdrawal's rules now (the operator changes them in `settings.cashier`, without a restart). */
export async function readWithdrawSetting(platform: Platform): Promise<WithdrawSetting> {
  return (await readSetting(platform.db, 'cashier')).withdraw ?? defaultWithdrawSetting;
}

/** The start of today (UTC): a member's daily count of withdrawals starts again then. */
export const startOfDay = (now: number): Date => {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return day;
};

/** How many withdrawals a member has requested today (UTC), whatever became of them. */
export async function withdrawalsToday(db: Db, accountId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ today: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.accountId, accountId), gte(withdrawals.createdAt, startOfDay(now))));
  return row?.today ?? 0;
}
