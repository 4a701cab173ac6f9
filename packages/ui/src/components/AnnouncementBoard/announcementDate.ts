import { latinDateTimeFormat } from '../../i18n/latinFormats';
/** Pure date formatting for announcements: no DOM, no React. */

const pad = (value: number): string => String(value).padStart(2, '0');

export interface AnnouncementDateOptions {
  /** An IANA zone; the browser's own zone when left out (the spec shows the local date). */
  timeZone?: string;
}

/**
 * The day an announcement starts, as the locale writes a date, with Latin digits like the rest of the
 * kit and no time: `ar` gives "11 يونيو 2025", `en` gives "Jun 11, 2025".
 */
export function formatAnnouncementDate(
  epochMs: number,
  locale: string,
  { timeZone }: AnnouncementDateOptions = {},
): string {
  if (!Number.isFinite(epochMs)) return '';
  return latinDateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(epochMs);
}

/** A `<time dateTime>` value for the local date of an epoch, e.g. 2025-06-11. */
export function dateAttribute(epochMs: number): string | undefined {
  if (!Number.isFinite(epochMs)) return undefined;
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The next expanded item when one is pressed: pressing the open item closes it. */
export const toggleExpanded = (current: number | null, pressed: number): number | null =>
  current === pressed ? null : pressed;
