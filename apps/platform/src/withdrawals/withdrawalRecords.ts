import type { WithdrawalRecord } from '@portal/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { payoutAccounts, withdrawals } from '../db/schema';
import { memberRecordPage } from '../payments/memberRecordPage';
import { maskNumber, type PayoutAccountRow } from './payoutAccounts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal as the member sees it, with the payout account it goes to (masked). */
export function withdrawalRecordOf(
  row: WithdrawalRow,
  payout: PayoutAccountRow | undefined,
): WithdrawalRecord {
  return {
    reference: row.reference,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status as WithdrawalRecord['status'],
    payoutAccount: {
      kind: (payout?.kind ?? 'bank') as WithdrawalRecord['payoutAccount']['kind'],
      institution: payout?.institution ?? '',
      maskedNumber: payout ? maskNumber(payout.number) : '',
    },
    createdAt: row.createdAt.toISOString(),
    ...(row.settledAt ? { settledAt: row.settledAt.toISOString() } : {}),
    ...(row.receipt ? { receipt: row.receipt as WithdrawalRecord['receipt'] } : {}),
    ...(row.receipt === 'awaiting' && row.receiptDueAt
      ? { receiptDueAt: row.receiptDueAt.toISOString() }
      : {}),
    ...(row.receiptAuto ? { receiptAuto: true } : {}),
  };
}

/** The records of a member's withdrawals, each with its payout account (one query for all of them). */
export async function withdrawalRecordsOf(db: Db, rows: WithdrawalRow[]): Promise<WithdrawalRecord[]> {
  const accountId = rows[0]?.accountId;
  if (accountId === undefined) return [];
  const payouts = await db.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, accountId));
  const byId = new Map(payouts.map((payout) => [payout.id, payout]));
  return rows.map((row) => withdrawalRecordOf(row, byId.get(row.payoutAccountId)));
}

/** One of a member's withdrawals by its reference. */
export async function findWithdrawal(db: Db, accountId: number, reference: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.reference, reference)));
  return row;
}

/** A withdrawal by its reference, whoever's (the operator's view). */
export async function withdrawalByReference(db: Db, reference: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  return row;
}

/** A member's withdrawals, newest first, a page at a time. */
export const listWithdrawals = (db: Db, accountId: number, page: { before?: string; pageSize: number }) =>
  memberRecordPage(db, withdrawals, accountId, page);
