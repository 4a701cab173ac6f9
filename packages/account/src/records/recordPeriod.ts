import type { RecordPeriodQuery } from '@portal/api';
import { earliestDay, lastDays, thisMonth, todayUtc } from './recordDays';

/** The periods a member picks with one press, in the order the filters show them. */
export const periodPresets = ['today', 'last7', 'last30', 'thisMonth'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** A preset's days as of `now` (UTC). */
export function presetPeriod(preset: PeriodPreset, now = Date.now()): RecordPeriodQuery {
  switch (preset) {
    case 'today':
      return lastDays(1, now);
    case 'last7':
      return lastDays(7, now);
    case 'last30':
      return lastDays(30, now);
    case 'thisMonth':
      return thisMonth(now);
  }
}

/** The preset that gives exactly these days, if one does. */
export const presetOf = (period: RecordPeriodQuery, now = Date.now()): PeriodPreset | undefined =>
  periodPresets.find((preset) => {
    const days = presetPeriod(preset, now);
    return days.from === period.from && days.to === period.to;
  });

export type PeriodField = keyof RecordPeriodQuery;

/** Why the days typed cannot be asked for: a day left empty, out of the readable range, or in the wrong order. */
export interface PeriodProblem {
  field: PeriodField;
  reason: 'missing' | 'range' | 'order';
}

/**
 * What is wrong with a period the member typed, as the platform would refuse it: both days given, within
 * the last 12 months and not after today (UTC), the first not after the last. An order problem is told
 * on the day the member changed last.
 */
export function periodProblem(
  period: RecordPeriodQuery,
  now = Date.now(),
  changed: PeriodField = 'to',
): PeriodProblem | undefined {
  const earliest = earliestDay(now);
  const today = todayUtc(now);
  for (const field of ['from', 'to'] as const) {
    if (!period[field]) return { field, reason: 'missing' };
  }
  for (const field of ['from', 'to'] as const) {
    if (period[field] < earliest || period[field] > today) return { field, reason: 'range' };
  }
  if (period.from > period.to) return { field: changed, reason: 'order' };
  return undefined;
}
