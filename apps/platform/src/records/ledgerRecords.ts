import type { LedgerCategory, LedgerRecordsValue, RecordOption } from '@portal/api';
import { and, asc, between, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerDays, ledgerEntries, ledgerTransactions, vendors, wallets } from '../db/schema';
import { pageOf, type RecordPeriod } from './recordQuery';

/** A vendor wallet's kind is `vendor:<name>`; the record names wallets as the transfer page does. */
const vendorPrefix = 'vendor:';
const walletKindOf = (name: string) => (name === 'main' || name === 'held' ? name : `${vendorPrefix}${name}`);
const walletNameOf = (kind: string) =>
  kind.startsWith(vendorPrefix) ? kind.slice(vendorPrefix.length) : kind;

/** The member's wallet called `name` ('main', 'held' or a vendor's), if it was ever made. */
export async function memberWalletId(db: Db, accountId: number, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.kind, walletKindOf(name))));
  return row?.id;
}

/**
 * The member's wallets, 'main' first, then 'held' and the vendors' (their display names in `language`):
 * the ones that exist, since a wallet never made has no entries.
 */
async function walletOptions(db: Db, accountId: number, language: 'ar' | 'en'): Promise<RecordOption[]> {
  const kinds = (
    await db.select({ kind: wallets.kind }).from(wallets).where(eq(wallets.accountId, accountId))
  ).map((row) => row.kind);
  const vendorNames = kinds.filter((kind) => kind.startsWith(vendorPrefix)).map(walletNameOf);
  const named = vendorNames.length
    ? await db
        .select({ code: vendors.accountTypeName, en: vendors.displayNameEn, ar: vendors.displayNameAr })
        .from(vendors)
        .where(inArray(vendors.accountTypeName, vendorNames))
        .orderBy(asc(vendors.sort))
    : [];
  return [
    { code: 'main', name: '' },
    ...(kinds.includes('held') ? [{ code: 'held', name: '' }] : []),
    ...vendorNames.map((code) => ({
      code,
      name: named.find((row) => row.code === code)?.[language] ?? code,
    })),
  ];
}

function entriesWhere(walletId: number, period: RecordPeriod, category?: LedgerCategory): SQL | undefined {
  return and(
    eq(ledgerEntries.walletId, walletId),
    gte(ledgerEntries.createdAt, period.start),
    lt(ledgerEntries.createdAt, period.end),
    category ? eq(ledgerEntries.category, category) : undefined,
  );
}

/** A wallet's entries newest first from `cursor` on (keyset paging on the wallet's statement index). */
export async function ledgerRecordRows(
  db: Db,
  walletId: number,
  period: RecordPeriod,
  category: LedgerCategory | undefined,
  page: { cursor?: string; limit: number },
) {
  const after = page.cursor
    ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (select e.created_at, e.id from ${ledgerEntries} e where e.id = ${page.cursor}::bigint and e.wallet_id = ${walletId})`
    : undefined;
  const rows = await db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      category: ledgerEntries.category,
      amountMinor: ledgerEntries.amount,
      balanceBeforeMinor: ledgerEntries.balanceBefore,
      balanceAfterMinor: ledgerEntries.balanceAfter,
      reference: ledgerTransactions.reference,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(entriesWhere(walletId, period, category), after))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit);
  return rows.map(({ reference, ...row }) => ({
    ...row,
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    category: row.category as LedgerCategory,
    ...(reference ? { reference } : {}),
  }));
}

/** The totals of every entry the filters select, from the wallet's days. */
export async function ledgerTotals(
  db: Db,
  walletId: number,
  period: RecordPeriod,
  category?: LedgerCategory,
) {
  const [row] = await db
    .select({
      entries: sql<number>`coalesce(sum(${ledgerDays.entries}), 0)::int`,
      creditMinor: sql<number>`coalesce(sum(${ledgerDays.creditMinor}), 0)::bigint`,
      debitMinor: sql<number>`coalesce(sum(${ledgerDays.debitMinor}), 0)::bigint`,
    })
    .from(ledgerDays)
    .where(
      and(
        eq(ledgerDays.walletId, walletId),
        between(ledgerDays.day, period.from, period.to),
        category ? eq(ledgerDays.category, category) : undefined,
      ),
    );
  const creditMinor = Number(row?.creditMinor ?? 0);
  const debitMinor = Number(row?.debitMinor ?? 0);
  return { entries: Number(row?.entries ?? 0), creditMinor, debitMinor, netMinor: creditMinor - debitMinor };
}

const noTotals = { entries: 0, creditMinor: 0, debitMinor: 0, netMinor: 0 };

/** The account record's page: one wallet's entries, their totals and the member's wallets to choose from. */
export async function ledgerRecords(
  db: Db,
  member: { accountId: number; currency: string },
  period: RecordPeriod,
  filters: { wallet: string; category?: LedgerCategory },
  page: { cursor?: string; pageSize: number; language: 'ar' | 'en' },
): Promise<LedgerRecordsValue> {
  const [walletId, options] = await Promise.all([
    memberWalletId(db, member.accountId, filters.wallet),
    walletOptions(db, member.accountId, page.language),
  ]);
  const shown = { currency: member.currency, wallet: filters.wallet, wallets: options };
  if (walletId === undefined) return { list: [], totals: noTotals, ...shown };
  const [rows, totals] = await Promise.all([
    ledgerRecordRows(db, walletId, period, filters.category, {
      cursor: page.cursor,
      limit: page.pageSize + 1,
    }),
    ledgerTotals(db, walletId, period, filters.category),
  ]);
  const { list, next } = pageOf(rows, page.pageSize);
  return { list, ...(next ? { next } : {}), totals, ...shown };
}
