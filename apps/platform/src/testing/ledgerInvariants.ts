import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface LedgerBreaches {
  /** Wallets whose stored balance is not the sum of their entries. */
  balanceNotSum: number;
  /** Players' wallets below zero. */
  negativePlayerWallets: number;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: number;
  /** Entries whose balance after is not the balance before plus the amount. */
  brokenEntries: number;
}

const countOf = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: unknown }> };
  return Number(result.rows[0]?.n ?? 0);
};

/** What the ledger promises, checked over the whole database: every count is 0 when it holds. */
export async function ledgerBreaches(db: Db): Promise<LedgerBreaches> {
  return {
    balanceNotSum: await countOf(
      db,
      sql`select count(*) as n from wallets w
          where w.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.wallet_id = w.id), 0)`,
    ),
    negativePlayerWallets: await countOf(
      db,
      sql`select count(*) as n from wallets where account_id is not null and balance < 0`,
    ),
    unbalancedTransactions: await countOf(
      db,
      sql`select count(*) as n from (select transaction_id from ledger_entries
          group by transaction_id having sum(amount) <> 0) t`,
    ),
    brokenEntries: await countOf(
      db,
      sql`select count(*) as n from ledger_entries where balance_after <> balance_before + amount`,
    ),
  };
}

export const noBreaches: LedgerBreaches = {
  balanceNotSum: 0,
  negativePlayerWallets: 0,
  unbalancedTransactions: 0,
  brokenEntries: 0,
};

/** How many ledger transactions of `kind` each reference has (an idempotency key applied N times). */
export async function applicationsByReference(db: Db, kind: string): Promise<Map<string, number>> {
  const result = (await db.execute(
    sql`select reference, count(*) as n from ledger_transactions where kind = ${kind} group by reference`,
  )) as unknown as { rows: Array<{ reference: string; n: unknown }> };
  return new Map(result.rows.map((row) => [row.reference, Number(row.n)]));
}
