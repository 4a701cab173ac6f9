import { recordHistoryDays, recordPageSizeMax } from '@portal/api';
import * as v from 'valibot';
import { ApiError } from '../failures/ApiError';
import { languageQuery, wholeQuery } from '../routes/routeSchemas';

const dayMs = 86_400_000;

/** A calendar day as `YYYY-MM-DD` that exists (no 31st of April). */
const day = v.pipe(
  v.string('errors.badInput'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.badInput'),
  // Run even when the pattern failed (valibot goes on through a pipe): a text that is no date is refused.
  v.check((text) => {
    const at = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(text);
  }, 'errors.badInput'),
);

/** A record's position (an id, as the previous page's `next` carries it): a 64-bit serial. */
const cursor = v.pipe(v.string('errors.badInput'), v.regex(/^[1-9]\d{0,17}$/, 'errors.badInput'));

/** The days of every record's query. */
export const periodQuery = { from: day, to: day };

/** A record page's query: the days, the page's size and position, the names' language. */
export const pageQuery = {
  ...periodQuery,
  cursor: v.optional(cursor),
  pageSize: v.optional(wholeQuery(1, recordPageSizeMax), '20'),
  language: languageQuery,
};

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
