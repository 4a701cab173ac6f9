import { describe, expect, it } from 'vitest';
import {
  browserOffsetMinutes,
  formatClockTime,
  formatDateTimeAttribute,
  formatGmtOffset,
  formatOffset,
  msToNextSecond,
} from './clockFormat';

/** A local date whose zone offset is fixed, whatever the machine's zone. */
function dateIn(offsetMinutes: number, ...parts: [number, number, number, number, number, number, number?]) {
  const date = new Date(...parts);
  date.getTimezoneOffset = () => -offsetMinutes;
  return date;
}

describe('clockFormat', () => {
  it('formats offsets as GMT+h, with minutes only when needed', () => {
    expect(formatGmtOffset(180)).toBe('GMT+3');
    expect(formatGmtOffset(-270)).toBe('GMT-4:30');
    expect(formatGmtOffset(0)).toBe('GMT+0');
    expect(formatGmtOffset(345)).toBe('GMT+5:45');
    expect(formatGmtOffset(-600)).toBe('GMT-10');
    expect(formatOffset(330)).toBe('+5:30');
  });

  it('reads the offset from the browser, east positive', () => {
    expect(browserOffsetMinutes(dateIn(180, 2024, 4, 1, 14, 5, 9))).toBe(180);
    expect(browserOffsetMinutes(dateIn(-270, 2024, 4, 1, 14, 5, 9))).toBe(-270);
    expect(Object.is(browserOffsetMinutes(dateIn(0, 2024, 4, 1, 14, 5, 9)), 0)).toBe(true);
  });

  it('formats the time as zero-padded 24-hour HH:mm:ss', () => {
    expect(formatClockTime(new Date(2024, 4, 1, 9, 5, 3))).toBe('09:05:03');
    expect(formatClockTime(new Date(2024, 4, 1, 23, 59, 59))).toBe('23:59:59');
    expect(formatClockTime(new Date(2024, 4, 1, 0, 0, 0))).toBe('00:00:00');
  });

  it('makes a machine-readable date-time with the offset', () => {
    expect(formatDateTimeAttribute(dateIn(180, 2024, 4, 1, 14, 5, 9))).toBe('2024-05-01T14:05:09+03:00');
    expect(formatDateTimeAttribute(dateIn(-270, 2024, 0, 9, 7, 0, 0))).toBe('2024-01-09T07:00:00-04:30');
    expect(formatDateTimeAttribute(dateIn(0, 2024, 11, 31, 23, 59, 59))).toBe('2024-12-31T23:59:59+00:00');
  });

  it('waits until the next second boundary', () => {
    expect(msToNextSecond(new Date(2024, 4, 1, 14, 5, 9, 600))).toBe(400);
    expect(msToNextSecond(new Date(2024, 4, 1, 14, 5, 9, 0))).toBe(1000);
  });
});
