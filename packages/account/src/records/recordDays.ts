import { recordHistoryDays, type RecordPeriodQuery } from '@portal/api';

const dayMs = 86_400_000;

/** A day as the records count them: UTC, `YYYY-MM-DD`. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Today, as the records count days (UTC). */
export const todayUtc = (now = Date.now()) => utcDay(now);

/** The first day a member can still read (12 months of self-service history). */
export const earliestDay = (now = Date.now()) =>
  utcDay(Date.parse(`${todayUtc(now)}T00:00:00Z`) - (recordHistoryDays - 1) * dayMs);

/** The last `days` days, today included. */
export const lastDays = (days: number, now = Date.now()): RecordPeriodQuery => ({
  from: utcDay(Date.parse(`${todayUtc(now)}T00:00:00Z`) - (days - 1) * dayMs),
  to: todayUtc(now),
});

/** This month so far. */
export const thisMonth = (now = Date.now()): RecordPeriodQuery => ({
  from: `${todayUtc(now).slice(0, 7)}-01`,
  to: todayUtc(now),
});
