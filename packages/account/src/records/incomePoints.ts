import type { IncomePeriod, IncomePoint, IncomeValue } from '@portal/api';
import { latinDateTimeFormat, latinNumberFormat } from '@portal/ui';

const dayMs = 86_400_000;

/** A record's day (`YYYY-MM-DD`, UTC) as a time. */
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** How a period is named: `short` on the chart's axis, `long` in the table and the chart's summary. */
export type PeriodLabelForm = 'short' | 'long';

const shortFormat: Record<IncomePeriod, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short' },
  week: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
};

/**
 * The last day of a point's period: the day before the next point starts, or for the last point the end
 * of its day, week (weeks end on Sunday) or month, cut to the range's last day as the platform cuts it.
 */
export function periodEnd(
  points: readonly IncomePoint[],
  index: number,
  period: IncomePeriod,
  to: string,
): string {
  const point = points[index];
  if (!point) return to;
  const next = points[index + 1];
  if (next) return new Date(timeOf(next.start) - dayMs).toISOString().slice(0, 10);
  const start = new Date(timeOf(point.start));
  const natural =
    period === 'day'
      ? start
      : period === 'week'
        ? new Date(start.getTime() + ((7 - start.getUTCDay()) % 7) * dayMs)
        : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  const end = natural.toISOString().slice(0, 10);
  // Never before the start: data still shown from a previous range may end earlier than its last point.
  return end > to ? (to < point.start ? point.start : to) : end;
}

/**
 * A point's period in the page's language, as the records count days (UTC): `short` for the axis ("24 Nov",
 * "Nov 2025"), `long` for the table ("Nov 24, 2025", "Nov 24 – 30, 2025"): a week or a month names its days,
 * since the range may cut it.
 */
export function periodLabel(
  points: readonly IncomePoint[],
  index: number,
  period: IncomePeriod,
  to: string,
  locale: string,
  form: PeriodLabelForm,
): string {
  const point = points[index];
  if (!point) return '';
  const start = timeOf(point.start);
  if (form === 'short') {
    return latinDateTimeFormat(locale, { ...shortFormat[period], timeZone: 'UTC' }).format(start);
  }
  const format = latinDateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const end = timeOf(periodEnd(points, index, period, to));
  return end > start ? format.formatRange(start, end) : format.format(start);
}

/** No round played and no money moved in the whole range: nothing to chart. */
export const isEmptyIncome = (value: IncomeValue) =>
  value.totals.rounds === 0 && value.totals.depositMinor === 0 && value.totals.withdrawalMinor === 0;

/** The points with the highest and the lowest net result (the first of equals), for the chart's summary. */
export function extremes(points: readonly IncomePoint[]): { high: number; low: number } {
  let high = 0;
  let low = 0;
  points.forEach((point, index) => {
    if (point.netMinor > (points[high]?.netMinor ?? 0)) high = index;
    if (point.netMinor < (points[low]?.netMinor ?? 0)) low = index;
  });
  return { high, low };
}

/** An axis tick's amount: major units, compact ("1.5K"), Latin digits, no currency (the legend says it). */
export const axisAmount = (amountMinor: number, locale: string) =>
  latinNumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(amountMinor / 100);
