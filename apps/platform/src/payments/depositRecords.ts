import type { DepositRecord } from '@portal/api';
import { and, eq, lte } from 'drizzle-orm';
import { qrDataUri } from '../content/qrCode';
import type { Db } from '../db/database';
import { deposits } from '../db/schema';
import { memberRecordPage } from './memberRecordPage';

export type DepositRow = typeof deposits.$inferSelect;

/** A deposit as the member sees it: the pay instructions only while it can still be paid. */
export function depositRecordOf(row: DepositRow): DepositRecord {
  const pending = row.status === 'pending';
  return {
    reference: row.reference,
    channel: row.channel as DepositRecord['channel'],
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status as DepositRecord['status'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.settledAt ? { settledAt: row.settledAt.toISOString() } : {}),
    ...(pending && row.hostedPageUrl ? { hostedPageUrl: row.hostedPageUrl } : {}),
    ...(pending && row.payInstruction ? { payInstruction: row.payInstruction } : {}),
    ...(row.channel === 'crypto'
      ? { confirmations: row.confirmations, requiredConfirmations: row.requiredConfirmations }
      : {}),
  };
}

/**
 * One deposit as its own page shows it: a pending crypto deposit's address comes with its QR code too, for
 * the member's wallet app to scan (the list of deposits leaves it out).
 */
export async function depositDetailsOf(row: DepositRow): Promise<DepositRecord> {
  const record = depositRecordOf(row);
  return record.channel === 'crypto' && record.payInstruction
    ? { ...record, payQr: await qrDataUri(record.payInstruction) }
    : record;
}

/**
 * Marks a member's pending deposits past their time as expired. Run before the member's deposits are read,
 * so a status is never shown as pending after its time; an approval that arrives later (a bank transfer
 * the operator finds late) still credits it, since the money did arrive.
 */
export async function expireDeposits(db: Db, accountId: number, now: number): Promise<void> {
  await db
    .update(deposits)
    .set({ status: 'expired', settledAt: new Date(now) })
    .where(
      and(
        eq(deposits.accountId, accountId),
        eq(deposits.status, 'pending'),
        lte(deposits.expiresAt, new Date(now)),
      ),
    );
}

/** A deposit by its reference, whoever's (the operator's and the webhooks' view). */
export async function depositByReference(db: Db, reference: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.reference, reference));
  return row;
}

/** One of a member's deposits by its reference. */
export async function findDeposit(
  db: Db,
  accountId: number,
  reference: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.accountId, accountId), eq(deposits.reference, reference)));
  return row;
}

/** A member's deposits, newest first, a page at a time. */
export const listDeposits = (db: Db, accountId: number, page: { before?: string; pageSize: number }) =>
  memberRecordPage(db, deposits, accountId, page);
