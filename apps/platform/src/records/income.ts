import type { IncomePeriod, IncomePoint, IncomeValue } from '@portal/api';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerDays, roundDays } from '../db/schema';
import { memberWalletId } from './ledgerRecords';
import type { RecordPeriod } from './recordQuery';

const dayMs = 86_400_000;

type Sums = Omit<IncomePoint, 'start'>;

const emptySums = (): Sums => ({
  rounds: 0,
  stakeMinor: 0,
  payoutMinor: 0,
  netMinor: 0,
  depositMinor: 0,
  withdrawalMinor: 0,
  netDepositMinor: 0,
});

/** The first day of the day's period (weeks start on Monday), never before the range's first day. */
export function periodStart(day: string, period: IncomePeriod, from: string): string {
  let start = day;
  if (period === 'month') start = `${day.slice(0, 7)}-01`;
  if (period === 'week') {
    const at = Date.parse(`${day}T00:00:00Z`);
    const sinceMonday = (new Date(at).getUTCDay() + 6) % 7;
    start = new Date(at - sinceMonday * dayMs).toISOString().slice(0, 10);
  }
  return start < from ? from : start;
}

/** Every period's first day in the range, oldest first. */
function periodStarts(range: RecordPeriod, period: IncomePeriod): string[] {
  const starts: string[] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += dayMs) {
    const start = periodStart(new Date(at).toISOString().slice(0, 10), period, range.from);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}

/**
 * My income: per day, week or month of the range, what the member's rounds gave or took (from the rounds'
 * day sums) and the net deposits (the main wallet's day sums: deposits in, withdrawals held out less what
 * a rejection returned). Every period is listed, the empty ones with zeros.
 */
export async function incomeOf(
  db: Db,
  member: { accountId: number; currency: string },
  range: RecordPeriod,
  period: IncomePeriod,
): Promise<IncomeValue> {
  const mainId = await memberWalletId(db, member.accountId, 'main');
  const [played, moved] = await Promise.all([
    db
      .select({
        day: roundDays.day,
        rounds: sql<number>`sum(${roundDays.rounds})::int`,
        stakeMinor: sql<number>`sum(${roundDays.stakeMinor})::bigint`,
        payoutMinor: sql<number>`sum(${roundDays.winMinor})::bigint`,
      })
      .from(roundDays)
      .where(and(eq(roundDays.accountId, member.accountId), between(roundDays.day, range.from, range.to)))
      .groupBy(roundDays.day),
    mainId === undefined
      ? []
      : db
          .select({
            day: ledgerDays.day,
            category: ledgerDays.category,
            creditMinor: ledgerDays.creditMinor,
            debitMinor: ledgerDays.debitMinor,
          })
          .from(ledgerDays)
          .where(
            and(
              eq(ledgerDays.walletId, mainId),
              between(ledgerDays.day, range.from, range.to),
              inArray(ledgerDays.category, ['deposit', 'withdrawal']),
            ),
          ),
  ]);
  const points = new Map(periodStarts(range, period).map((start) => [start, emptySums()]));
  const at = (day: string) => points.get(periodStart(day, period, range.from)) as Sums;
  for (const row of played) {
    const sums = at(row.day);
    sums.rounds += Number(row.rounds);
    sums.stakeMinor += Number(row.stakeMinor);
    sums.payoutMinor += Number(row.payoutMinor);
  }
  for (const row of moved) {
    const sums = at(row.day);
    if (row.category === 'deposit') sums.depositMinor += row.creditMinor - row.debitMinor;
    else sums.withdrawalMinor += row.debitMinor - row.creditMinor;
  }
  const totals = emptySums();
  const list = [...points].map(([start, sums]) => {
    sums.netMinor = sums.payoutMinor - sums.stakeMinor;
    sums.netDepositMinor = sums.depositMinor - sums.withdrawalMinor;
    for (const key of Object.keys(totals) as (keyof Sums)[]) totals[key] += sums[key];
    return { start, ...sums };
  });
  return { points: list, totals, currency: member.currency };
}
