import type { LedgerCategory } from '@portal/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerDays } from '../db/schema';

/**
 * Adds a transaction's entries on players' wallets to their wallet's day (UTC, the transaction's own
 * `now()`, the day its entries carry) in the same transaction, so the sums never disagree with the entries.
 */
export async function addLedgerDays(
  tx: Db,
  category: LedgerCategory,
  entries: readonly { walletId: number; amount: number }[],
  playerWalletIds: ReadonlySet<number>,
): Promise<void> {
  const sums = new Map<number, { creditMinor: number; debitMinor: number; entries: number }>();
  for (const entry of entries) {
    if (!playerWalletIds.has(entry.walletId)) continue;
    const sum = sums.get(entry.walletId) ?? { creditMinor: 0, debitMinor: 0, entries: 0 };
    if (entry.amount > 0) sum.creditMinor += entry.amount;
    else sum.debitMinor -= entry.amount;
    sum.entries += 1;
    sums.set(entry.walletId, sum);
  }
  if (sums.size === 0) return;
  await tx
    .insert(ledgerDays)
    .values(
      [...sums].map(([walletId, sum]) => ({
        walletId,
        day: sql`(now() at time zone 'UTC')::date`,
        category,
        ...sum,
      })),
    )
    .onConflictDoUpdate({
      target: [ledgerDays.walletId, ledgerDays.day, ledgerDays.category],
      set: {
        creditMinor: sql`${ledgerDays.creditMinor} + excluded.credit_minor`,
        debitMinor: sql`${ledgerDays.debitMinor} + excluded.debit_minor`,
        entries: sql`${ledgerDays.entries} + excluded.entries`,
      },
    });
}
