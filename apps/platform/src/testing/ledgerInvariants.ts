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
  /** Player wallets' days (ledger_days) that are not the sums of their entries, or entries no day counts. */
  daysNotSum: number;
  /** Players' round days (round_days) that are not the sums of their rounds, or rounds no day counts. */
  roundDaysNotSum: number;
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
    daysNotSum: await countOf(
      db,
      sql`select count(*) as n from (
            select e.wallet_id, (e.created_at at time zone 'UTC')::date as day, e.category,
              sum(greatest(e.amount, 0)) as credit, sum(greatest(-e.amount, 0)) as debit, count(*) as entries
            from ledger_entries e join wallets w on w.id = e.wallet_id and w.account_id is not null
            group by 1, 2, 3) s
          full join ledger_days d on d.wallet_id = s.wallet_id and d.day = s.day and d.category = s.category
          where s.wallet_id is null or d.wallet_id is null or d.credit_minor <> s.credit
            or d.debit_minor <> s.debit or d.entries <> s.entries`,
    ),
    roundDaysNotSum: await countOf(
      db,
      sql`select count(*) as n from (
            select account_id, (created_at at time zone 'UTC')::date as day, game_type, vendor, outcome,
              sum(stake_minor) as stake, sum(win_minor) as win, count(*) as rounds
            from game_rounds group by 1, 2, 3, 4, 5) s
          full join round_days d on d.account_id = s.account_id and d.day = s.day
            and d.game_type = s.game_type and d.vendor = s.vendor and d.outcome = s.outcome
          where s.account_id is null or d.account_id is null or d.stake_minor <> s.stake
            or d.win_minor <> s.win or d.rounds <> s.rounds`,
    ),
  };
}

export const noBreaches: LedgerBreaches = {
  balanceNotSum: 0,
  negativePlayerWallets: 0,
  unbalancedTransactions: 0,
  brokenEntries: 0,
  daysNotSum: 0,
  roundDaysNotSum: 0,
};

/** How many ledger transactions of `kind` each reference has (an idempotency key applied N times). */
export async function applicationsByReference(db: Db, kind: string): Promise<Map<string, number>> {
  const result = (await db.execute(
    sql`select reference, count(*) as n from ledger_transactions where kind = ${kind} group by reference`,
  )) as unknown as { rows: Array<{ reference: string; n: unknown }> };
  return new Map(result.rows.map((row) => [row.reference, Number(row.n)]));
}
