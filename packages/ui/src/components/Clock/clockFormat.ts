/** Pure formatting for the agent centre clock: no DOM, no React. */

const pad = (value: number): string => String(value).padStart(2, '0');

/** The browser's offset from UTC in minutes, east positive (GMT+3 is 180). */
export const browserOffsetMinutes = (date: Date): number => -date.getTimezoneOffset() || 0;

/** "+3", "-4:30", "+0", "+5:45": whole hours alone, minutes only when the zone has them. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const total = Math.abs(Math.trunc(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${sign}${hours}` : `${sign}${hours}:${pad(rest)}`;
}

/** "GMT+3", "GMT-4:30", "GMT+0". */
export const formatGmtOffset = (minutes: number): string => `GMT${formatOffset(minutes)}`;

/** The local wall-clock time as HH:mm:ss (24 hours). */
export const formatClockTime = (date: Date): string =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** A `<time dateTime>` value: the local date and time with its offset, e.g. 2024-05-01T14:05:09+03:00. */
export function formatDateTimeAttribute(date: Date): string {
  const minutes = browserOffsetMinutes(date);
  const sign = minutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${formatClockTime(date)}${offset}`;
}

/** Milliseconds until the next whole second, so the display changes when the second does. */
export const msToNextSecond = (date: Date): number => 1000 - date.getMilliseconds();
