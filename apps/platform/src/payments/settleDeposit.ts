import { eq } from 'drizzle-orm';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { withRetry } from '../db/retry';
import { deposits, inboxMessages } from '../db/schema';
import { findAccountById } from '../accounts/accounts';
import { formatMinor, houseWallet, mainWallet, transfer } from '../ledger/ledger';
import { pick } from '../system/contentSettings';
import { depositMessages } from './depositMessages';
import type { DepositRow } from './depositRecords';

/** What settling did: the first settlement changes the deposit, a repeated one ('unchanged') nothing. */
export type Settlement = 'approved' | 'rejected' | 'confirming' | 'unchanged' | 'unknown' | 'mismatch';

/** The house account deposits are credited from (what the PSP holds for the house). */
export const paymentsHouseAccount = 'payments';

/** Runs `work` on the deposit's row, locked, in one transaction; retried on a serialization failure. */
const withLockedDeposit = <T>(
  platform: Platform,
  reference: string,
  work: (tx: Db, row: DepositRow) => Promise<T>,
) =>
  withRetry(() =>
    platform.db.transaction(async (outer) => {
      const tx = outer as unknown as Db;
      const [row] = await tx.select().from(deposits).where(eq(deposits.reference, reference)).for('update');
      return row ? work(tx, row) : ('unknown' as const);
    }),
  );

/**
 * Credits a deposit the PSP (or the operator, for a bank transfer) reports paid, exactly once: the row is
 * locked, an approved one is left as it is, and the credit, the status and the member's inbox message
 * commit together. The ledger's unique deposit reference is the last guard. A paid amount or currency that
 * is not the deposit's credits nothing ('mismatch', for the operator to look into). A deposit that expired
 * meanwhile is still credited: the money arrived.
 */
export function approveDeposit(
  platform: Platform,
  reference: string,
  paid: { amountMinor: number; currency: string },
): Promise<Settlement> {
  return withLockedDeposit(platform, reference, async (tx, row) => {
    if (row.status === 'approved' || row.status === 'rejected') return 'unchanged';
    if (paid.amountMinor !== row.amountMinor || paid.currency !== row.currency) return 'mismatch';
    const player = await mainWallet(tx, row.accountId, row.currency);
    const house = await houseWallet(tx, paymentsHouseAccount, row.currency);
    const { transactionId } = await transfer(tx, {
      from: house.id,
      to: player.id,
      amount: row.amountMinor,
      kind: 'deposit',
      reference,
    });
    const now = new Date(platform.now());
    await tx
      .update(deposits)
      .set({ status: 'approved', transactionId, settledAt: now, confirmations: row.requiredConfirmations })
      .where(eq(deposits.id, row.id));
    const account = await findAccountById(tx, row.accountId);
    const values = { amount: formatMinor(row.amountMinor), currency: row.currency, reference };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: keyof typeof values) => values[key]);
    await tx
      .insert(inboxMessages)
      .values({
        accountId: row.accountId,
        reference: `deposit:${reference}`,
        title: pick(depositMessages.approved.title, account?.language),
        content: fill(pick(depositMessages.approved.content, account?.language)),
        createdAt: now,
      })
      .onConflictDoNothing();
    return 'approved';
  });
}

/** A deposit the PSP reports failed (declined on the hosted page) or the operator refuses: nothing is credited. */
export function rejectDeposit(platform: Platform, reference: string, reason: string): Promise<Settlement> {
  return withLockedDeposit(platform, reference, async (tx, row) => {
    if (row.status !== 'pending') return 'unchanged';
    await tx
      .update(deposits)
      .set({ status: 'rejected', failureReason: reason, settledAt: new Date(platform.now()) })
      .where(eq(deposits.id, row.id));
    return 'rejected';
  });
}

/** A crypto deposit's confirmations as the chain reports them (never fewer than already seen). */
export function confirmDeposit(
  platform: Platform,
  reference: string,
  confirmations: number,
): Promise<Settlement> {
  return withLockedDeposit(platform, reference, async (tx, row) => {
    if (row.status !== 'pending' || confirmations <= row.confirmations) return 'unchanged';
    await tx.update(deposits).set({ confirmations }).where(eq(deposits.id, row.id));
    return 'confirming';
  });
}
