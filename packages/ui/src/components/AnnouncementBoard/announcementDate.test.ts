import { describe, expect, it } from 'vitest';
import { dateAttribute, formatAnnouncementDate, toggleExpanded } from './announcementDate';

// 11 June 2025, 12:00 UTC: the same calendar day in every zone from UTC-11 to UTC+11.
const noonUtc = Date.UTC(2025, 5, 11, 12);

describe('formatAnnouncementDate', () => {
  it('writes the date in the language, with Latin digits and no time', () => {
    expect(formatAnnouncementDate(noonUtc, 'en', { timeZone: 'UTC' })).toBe('Jun 11, 2025');
    expect(formatAnnouncementDate(noonUtc, 'ar', { timeZone: 'UTC' })).toBe('11 يونيو 2025');
  });

  it('takes the day in the given zone', () => {
    const lateUtc = Date.UTC(2025, 5, 11, 22);
    expect(formatAnnouncementDate(lateUtc, 'en', { timeZone: 'Asia/Riyadh' })).toBe('Jun 12, 2025');
    expect(formatAnnouncementDate(lateUtc, 'en', { timeZone: 'America/New_York' })).toBe('Jun 11, 2025');
  });

  it('gives nothing for a missing date', () => {
    expect(formatAnnouncementDate(Number.NaN, 'en')).toBe('');
  });
});

describe('dateAttribute', () => {
  it('gives the local calendar day as YYYY-MM-DD', () => {
    expect(dateAttribute(new Date(2025, 0, 9, 23, 30).getTime())).toBe('2025-01-09');
    expect(dateAttribute(new Date(2025, 11, 31, 0, 5).getTime())).toBe('2025-12-31');
    expect(dateAttribute(Number.NaN)).toBeUndefined();
  });
});

describe('toggleExpanded', () => {
  it('opens the pressed item, and closes it when it is pressed again', () => {
    expect(toggleExpanded(null, 3)).toBe(3);
    expect(toggleExpanded(2, 3)).toBe(3);
    expect(toggleExpanded(3, 3)).toBeNull();
  });
});
