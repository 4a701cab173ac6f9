import type { BetOutcome, BetRecordsValue, GameType, RecordOption } from '@portal/api';
import { and, asc, between, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { gameTypeTitles } from '../catalogue/gameTypeTitles';
import type { Db } from '../db/database';
import { gameRounds, games, roundDays, vendors } from '../db/schema';
import { pick } from '../system/contentSettings';
import { pageOf, type RecordPeriod } from './recordQuery';

export interface BetFilters {
  gameType?: string;
  vendor?: string;
  outcome?: BetOutcome;
}

/** The rounds of a member's period the filters select (on `game_rounds`). */
function roundsWhere(accountId: number, period: RecordPeriod, filters: BetFilters): SQL | undefined {
  return and(
    eq(gameRounds.accountId, accountId),
    gte(gameRounds.createdAt, period.start),
    lt(gameRounds.createdAt, period.end),
    filters.gameType ? eq(gameRounds.gameType, filters.gameType) : undefined,
    filters.vendor ? eq(gameRounds.vendor, filters.vendor) : undefined,
    filters.outcome ? eq(gameRounds.outcome, filters.outcome) : undefined,
  );
}

/** The same selection on the days' sums. */
function daysWhere(accountId: number, period: RecordPeriod, filters: BetFilters): SQL | undefined {
  return and(
    eq(roundDays.accountId, accountId),
    between(roundDays.day, period.from, period.to),
    filters.gameType ? eq(roundDays.gameType, filters.gameType) : undefined,
    filters.vendor ? eq(roundDays.vendor, filters.vendor) : undefined,
    filters.outcome ? eq(roundDays.outcome, filters.outcome) : undefined,
  );
}

/** The names of a game type in `language`: the lanes' titles, else the code itself. */
const gameTypeName = (code: string, language: string) =>
  code in gameTypeTitles ? pick(gameTypeTitles[code as GameType], language) : code;

/**
 * Rounds of the member newest first, from `cursor` on (keyset paging on the round's time and id, on the
 * index of the member's rounds: a heavy player's page costs what a light one's does).
 */
export async function betRecordRows(
  db: Db,
  accountId: number,
  period: RecordPeriod,
  filters: BetFilters,
  page: { cursor?: string; limit: number; language: 'ar' | 'en' },
) {
  const after = page.cursor
    ? sql`(${gameRounds.createdAt}, ${gameRounds.id}) < (select r.created_at, r.id from ${gameRounds} r where r.id = ${page.cursor}::bigint and r.account_id = ${accountId})`
    : undefined;
  const ar = page.language === 'ar';
  const rows = await db
    .select({
      id: gameRounds.id,
      createdAt: gameRounds.createdAt,
      gameType: gameRounds.gameType,
      vendor: gameRounds.vendor,
      stakeMinor: gameRounds.stakeMinor,
      payoutMinor: gameRounds.winMinor,
      outcome: gameRounds.outcome,
      balanceAfterMinor: gameRounds.balanceAfter,
      gameName: ar ? games.nameAr : games.nameEn,
      vendorName: ar ? vendors.displayNameAr : vendors.displayNameEn,
    })
    .from(gameRounds)
    .leftJoin(games, eq(games.nodeId, gameRounds.nodeId))
    .leftJoin(vendors, eq(vendors.vassalage, gameRounds.vendor))
    .where(and(roundsWhere(accountId, period, filters), after))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(page.limit);
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    gameName: row.gameName ?? '',
    gameType: row.gameType,
    vendor: row.vendor,
    vendorName: row.vendorName ?? row.vendor,
    stakeMinor: row.stakeMinor,
    payoutMinor: row.payoutMinor,
    netMinor: row.payoutMinor - row.stakeMinor,
    outcome: row.outcome as BetOutcome,
    balanceAfterMinor: row.balanceAfterMinor,
    gameTypeName: gameTypeName(row.gameType, page.language),
  }));
}

/** The totals of every round the filters select, from the days' sums. */
export async function betTotals(db: Db, accountId: number, period: RecordPeriod, filters: BetFilters) {
  const [row] = await db
    .select({
      rounds: sql<number>`coalesce(sum(${roundDays.rounds}), 0)::int`,
      stakeMinor: sql<number>`coalesce(sum(${roundDays.stakeMinor}), 0)::bigint`,
      payoutMinor: sql<number>`coalesce(sum(${roundDays.winMinor}), 0)::bigint`,
    })
    .from(roundDays)
    .where(daysWhere(accountId, period, filters));
  const rounds = Number(row?.rounds ?? 0);
  const stakeMinor = Number(row?.stakeMinor ?? 0);
  const payoutMinor = Number(row?.payoutMinor ?? 0);
  return { rounds, stakeMinor, payoutMinor, netMinor: payoutMinor - stakeMinor };
}

/** The game types and vendors the member played in the period, named in `language`, for the filters. */
async function betOptions(db: Db, accountId: number, period: RecordPeriod, language: 'ar' | 'en') {
  const played = await db
    .selectDistinct({ gameType: roundDays.gameType, vendor: roundDays.vendor })
    .from(roundDays)
    .where(daysWhere(accountId, period, {}));
  const vendorCodes = [...new Set(played.map((row) => row.vendor))];
  const named = vendorCodes.length
    ? await db
        .select({ code: vendors.vassalage, en: vendors.displayNameEn, ar: vendors.displayNameAr })
        .from(vendors)
        .where(inArray(vendors.vassalage, vendorCodes))
        .orderBy(asc(vendors.sort))
    : [];
  const byName = (a: RecordOption, b: RecordOption) => a.name.localeCompare(b.name, language);
  const gameTypes = [...new Set(played.map((row) => row.gameType))]
    .map((code) => ({ code, name: gameTypeName(code, language) }))
    .sort(byName);
  const vendorOptions = vendorCodes
    .map((code) => {
      const row = named.find((entry) => entry.code === code);
      return { code, name: row ? row[language] : code };
    })
    .sort(byName);
  return { gameTypes, vendors: vendorOptions };
}

/** The betting record's page: the rounds, their totals and the filters' choices. */
export async function betRecords(
  db: Db,
  member: { accountId: number; currency: string },
  period: RecordPeriod,
  filters: BetFilters,
  page: { cursor?: string; pageSize: number; language: 'ar' | 'en' },
): Promise<BetRecordsValue> {
  const [rows, totals, options] = await Promise.all([
    betRecordRows(db, member.accountId, period, filters, {
      cursor: page.cursor,
      limit: page.pageSize + 1,
      language: page.language,
    }),
    betTotals(db, member.accountId, period, filters),
    betOptions(db, member.accountId, period, page.language),
  ]);
  const { list, next } = pageOf(
    rows.map(({ gameTypeName: _name, ...row }) => row),
    page.pageSize,
  );
  return { list, ...(next ? { next } : {}), totals, currency: member.currency, ...options };
}
