import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/preparedPerDatabase';
import { withRetry } from '../db/retry';
import { ledgerEntries, ledgerTransactions, wallets } from '../db/schema';
import { ApiError } from '../failures/ApiError';
import { addLedgerDays } from './addLedgerDays';
import { ledgerCategoryOf } from './ledgerCategoryOf';

export type Wallet = typeof wallets.$inferSelect;

export interface Posting {
  walletId: number;
  /** Signed minor units: positive credits the wallet. */
  amount: number;
}

export interface PostedEntry extends Posting {
  balanceBefore: number;
  balanceAfter: number;
}

/** A player's main wallet, if it exists yet. */
export async function findMainWallet(db: Db, accountId: number): Promise<Wallet | undefined> {
  return findPlayerWallet(db, accountId, 'main');
}

/** A player's main wallet, made on first use. */
export function mainWallet(db: Db, accountId: number, currency: string): Promise<Wallet> {
  return playerWallet(db, accountId, 'main', currency);
}

const playerWalletQuery = (db: Db) =>
  db
    .select()
    .from(wallets)
    .where(
      and(eq(wallets.accountId, sql.placeholder('accountId')), eq(wallets.kind, sql.placeholder('kind'))),
    );

/** The wallet read (the balance call's, a logged-in page's hottest), prepared once per database. */
const preparedWalletRead = preparedPerDatabase('find_player_wallet', playerWalletQuery);

/** The ids of the players' wallets among `locked` (the house's are not summed per day). */
const playerWallets = (locked: Wallet[]) =>
  new Set(locked.flatMap((wallet) => (wallet.accountId === null ? [] : [wallet.id])));

/** Whether `db` is a transaction (a plain boolean: the executor keeps its `Db` type). */
const inTransaction = (db: Db): boolean => db instanceof PgTransaction;

/** One of a player's wallets by kind ('main', or a vendor's), if it was made. */
async function findPlayerWallet(db: Db, accountId: number, kind: string): Promise<Wallet | undefined> {
  if (inTransaction(db)) {
    const [row] = await playerWalletQuery(db).execute({ accountId, kind });
    return row;
  }
  const [row] = await preparedWalletRead(db).execute({ accountId, kind });
  return row;
}

/** One of a player's wallets by kind ('main', or a vendor's `vendor:<accountTypeName>`), made on first use. */
export async function playerWallet(
  db: Db,
  accountId: number,
  kind: string,
  currency: string,
): Promise<Wallet> {
  // Read first: an insert that conflicts would still spend a sequence value on every balance read.
  const found = await findPlayerWallet(db, accountId, kind);
  if (found) return found;
  await db.insert(wallets).values({ accountId, kind, currency }).onConflictDoNothing();
  return (await findPlayerWallet(db, accountId, kind)) as Wallet;
}

/** One of the house's own accounts, if it was made. */
export async function findHouseWallet(db: Db, name: string): Promise<Wallet | undefined> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(isNull(wallets.accountId), eq(wallets.kind, `house:${name}`)));
  return row;
}

/** One of the house's own accounts (promotions, the sandbox cashier...), which may go below zero. */
export async function houseWallet(db: Db, name: string, currency: string): Promise<Wallet> {
  await db
    .insert(wallets)
    .values({ kind: `house:${name}`, currency, allowNegative: true })
    .onConflictDoNothing();
  return (await findHouseWallet(db, name)) as Wallet;
}

/**
 * Posts one double-entry transaction: the postings sum to zero, every wallet's balance moves with an
 * entry carrying the balance before and after, and a player's wallet never goes below zero, not even
 * between two postings of the same transaction (INSUFFICIENT_FUNDS, nothing written), and no transaction touches two players' wallets. Wallets are locked in id order, so two transfers never deadlock;
 * a serialization failure or deadlock on PostgreSQL is retried. `within` runs in the same database
 * transaction once the entries are written (a game round's own rows), so they stand or fall together.
 * Given a transaction (an idempotent request's), the posting is a savepoint of it and commits with it;
 * only a top-level transaction is retried, since a retry inside one would keep the locks it already holds.
 */
export async function postTransaction(
  db: Db,
  transaction: {
    kind: string;
    reference?: string;
    postings: Posting[];
    within?: (tx: Db, posted: { transactionId: number; entries: PostedEntry[] }) => Promise<void>;
  },
): Promise<{ transactionId: number; entries: PostedEntry[] }> {
  const { postings } = transaction;
  if (postings.length < 2) throw new Error('A transaction needs at least two postings.');
  if (postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) {
    throw new Error('Postings are non-zero whole minor units.');
  }
  if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) {
    throw new Error('The postings of a transaction sum to zero.');
  }
  const ids = [...new Set(postings.map((p) => p.walletId))].sort((a, b) => a - b);
  const post = () =>
    db.transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(wallets)
        .where(inArray(wallets.id, ids))
        .orderBy(asc(wallets.id))
        .for('update');
      if (locked.length !== ids.length) throw new Error('A posting names an unknown wallet.');
      const currencies = new Set(locked.map((w) => w.currency));
      if (currencies.size !== 1) throw new Error('A transaction moves one currency.');
      // Money moves between the house and a player, or between one player's own wallets; never
      // from one player to another.
      const owners = new Set(locked.flatMap((w) => (w.accountId === null ? [] : [w.accountId])));
      if (owners.size > 1) throw new Error("A transaction never moves money between two players' wallets.");
      const balances = new Map(locked.map((w) => [w.id, w.balance]));
      const entries: PostedEntry[] = postings.map((posting) => {
        const before = balances.get(posting.walletId) as number;
        const after = before + posting.amount;
        balances.set(posting.walletId, after);
        return { ...posting, balanceBefore: before, balanceAfter: after };
      });
      const floored = new Set(locked.filter((w) => !w.allowNegative).map((w) => w.id));
      if (entries.some((entry) => floored.has(entry.walletId) && entry.balanceAfter < 0)) {
        throw new ApiError('INSUFFICIENT_FUNDS');
      }
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: transaction.kind, reference: transaction.reference })
        .returning({ id: ledgerTransactions.id });
      const transactionId = (row as { id: number }).id;
      const category = ledgerCategoryOf(transaction.kind);
      await tx.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, transactionId, category })));
      await addLedgerDays(tx as unknown as Db, category, entries, playerWallets(locked));
      for (const [id, balance] of balances) {
        await tx.update(wallets).set({ balance }).where(eq(wallets.id, id));
      }
      await transaction.within?.(tx as unknown as Db, { transactionId, entries });
      return { transactionId, entries };
    });
  return inTransaction(db) ? post() : withRetry(post);
}

/** Moves money from one wallet to another (a credit from the house, a debit to it). */
export async function transfer(
  db: Db,
  options: { from: number; to: number; amount: number; kind: string; reference?: string },
) {
  if (!Number.isSafeInteger(options.amount) || options.amount <= 0) {
    throw new Error('A transfer moves a positive whole number of minor units.');
  }
  return postTransaction(db, {
    kind: options.kind,
    reference: options.reference,
    postings: [
      { walletId: options.from, amount: -options.amount },
      { walletId: options.to, amount: options.amount },
    ],
  });
}

/** Formats minor units with 2 decimals, as the spec shows balances (the shared rule's formatting). */
export { formatMinorPlain as formatMinor } from '@portal/forms/rules';
