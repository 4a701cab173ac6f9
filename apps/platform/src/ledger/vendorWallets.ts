import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { wallets } from '../db/schema';
import { mainWallet, playerWallet, transfer } from './ledger';

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
