import { and, asc, eq, gt, like, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vendors, wallets } from '../db/schema';
import { mainWallet, playerWallet, postTransaction, transfer } from './ledger';

/** The wallet kind of a vendor wallet. */
const vendorKind = (accountTypeName: string) => `vendor:${accountTypeName}`;

/** A player's wallet for a vendor (its `accountTypeName`), made on first use. */
const vendorWallet = (db: Db, accountId: number, accountTypeName: string, currency: string) =>
  playerWallet(db, accountId, vendorKind(accountTypeName), currency);

/** A player's wallets by name ('main', or a vendor's accountTypeName), minor units. */
export async function walletBalances(db: Db, accountId: number): Promise<Record<string, number>> {
  const rows = await db.select().from(wallets).where(eq(wallets.accountId, accountId));
  return Object.fromEntries(
    rows
      .filter((row) => row.kind === 'main' || row.kind.startsWith('vendor:'))
      .map((row) => [row.kind === 'main' ? 'main' : row.kind.slice('vendor:'.length), row.balance]),
  );
}

export interface VendorTransfer {
  accountId: number;
  currency: string;
  /** The vendor wallet's name (the vendor's accountTypeName). */
  vendor: string;
  /** From the main wallet to the vendor's, or back. */
  toVendor: boolean;
  amountMinor: number;
  reference: string;
}

/**
 * Moves money between a player's main wallet and one of its vendor wallets (each made on first use), and
 * answers the player's balances after it. Only ever between one player's own wallets.
 */
export async function transferWithVendor(db: Db, move: VendorTransfer): Promise<Record<string, number>> {
  const main = await mainWallet(db, move.accountId, move.currency);
  const other = await vendorWallet(db, move.accountId, move.vendor, move.currency);
  await transfer(db, {
    from: move.toVendor ? main.id : other.id,
    to: move.toVendor ? other.id : main.id,
    amount: move.amountMinor,
    kind: 'wallet-transfer',
    reference: move.reference,
  });
  return walletBalances(db, move.accountId);
}

/** A wallet the transfer-fund page shows: 'main' or a vendor's, with the vendor's names. */
export interface MemberWallet {
  name: string;
  displayNameEn: string;
  displayNameAr: string;
  balanceMinor: number;
}

/**
 * The member's main wallet and a wallet per vendor of the catalogue (one per wallet name, in the
 * catalogue's order), each with its balance; a vendor wallet not made yet holds 0.
 */
export async function memberWallets(db: Db, accountId: number): Promise<MemberWallet[]> {
  const [balances, rows] = await Promise.all([
    walletBalances(db, accountId),
    db
      .select({
        name: vendors.accountTypeName,
        displayNameEn: vendors.displayNameEn,
        displayNameAr: vendors.displayNameAr,
      })
      .from(vendors)
      .orderBy(asc(vendors.sort), asc(vendors.vassalage)),
  ]);
  const seen = new Set<string>();
  const vendorWallets = rows.filter((row) => !seen.has(row.name) && seen.add(row.name));
  return [
    { name: 'main', displayNameEn: '', displayNameAr: '', balanceMinor: balances.main ?? 0 },
    ...vendorWallets.map((row) => ({ ...row, balanceMinor: balances[row.name] ?? 0 })),
  ];
}

/**
 * Moves every vendor wallet's balance back to the member's main wallet in one ledger transaction: the
 * main wallet and the vendor wallets with money are locked first, so the amounts moved are the ones they hold (a round
 * settling meanwhile waits), and nothing is left behind. Answers the balances after it.
 */
export async function recallToMain(
  db: Db,
  move: { accountId: number; currency: string; reference: string },
): Promise<Record<string, number>> {
  const main = await mainWallet(db, move.accountId, move.currency);
  await db.transaction(async (outer) => {
    const tx = outer as unknown as Db;
    // The main wallet and the vendor wallets with money, locked in id order as every posting locks them.
    const locked = await tx
      .select({ id: wallets.id, kind: wallets.kind, balance: wallets.balance })
      .from(wallets)
      .where(
        and(
          eq(wallets.accountId, move.accountId),
          or(eq(wallets.id, main.id), and(like(wallets.kind, 'vendor:%'), gt(wallets.balance, 0))),
        ),
      )
      .orderBy(asc(wallets.id))
      .for('update');
    const holding = locked.filter((wallet) => wallet.id !== main.id && wallet.balance > 0);
    if (holding.length === 0) return;
    const total = holding.reduce((sum, wallet) => sum + wallet.balance, 0);
    await postTransaction(tx, {
      kind: 'wallet-recall',
      reference: move.reference,
      postings: [
        ...holding.map((wallet) => ({ walletId: wallet.id, amount: -wallet.balance })),
        { walletId: main.id, amount: total },
      ],
    });
  });
  return walletBalances(db, move.accountId);
}
