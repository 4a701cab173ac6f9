import { recordHistoryDays } from '@portal/api';
import { ApiError } from '../failures/ApiError';

const dayMs = 86_400_000;

/** Days counted in UTC, as the records count them (the platform's day). */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export interface RecordPeriod {
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to`. */
  start: Date;
  end: Date;
}

/**
 * The period a member asked for, checked against today (UTC): `from` not after `to`, `to` not after
 * today, `from` within the last `recordHistoryDays` days (12 months of self-service history). BAD_INPUT
 * otherwise: the screens offer only such days.
 */
export function recordPeriod(query: { from: string; to: string }, now: number): RecordPeriod {
  const today = utcDay(now);
  const earliest = utcDay(Date.parse(`${today}T00:00:00Z`) - (recordHistoryDays - 1) * dayMs);
  if (query.from > query.to || query.to > today || query.from < earliest) throw new ApiError('BAD_INPUT');
  return {
    from: query.from,
    to: query.to,
    start: new Date(`${query.from}T00:00:00Z`),
    end: new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs),
  };
}

/** A page's rows and its `next`: one row more than the page was read to know whether another follows. */
export function pageOf<Row extends { id: string }>(rows: Row[], pageSize: number) {
  const list = rows.slice(0, pageSize);
  return {
    list,
    ...(rows.length > pageSize ? { next: (list.at(-1) as Row).id } : {}),
  };
}
