import { describe, expect, it } from 'vitest';
import { categoryTabs, formatPromotionDate, promotionPeriod, promotionsIn } from './promotions';

// 2025-05-15 22:30 UTC: still the 15th in UTC, already the 16th in Riyadh (UTC+3).
const lateEvening = Date.UTC(2025, 4, 15, 22, 30);

describe('categoryTabs', () => {
  it("puts 'All' first and keeps the server's order", () => {
    expect(
      categoryTabs(
        [
          { code: 'NEW', name: 'New members' },
          { code: 'SLOTS', name: 'Slots' },
        ],
        'All',
      ),
    ).toEqual([
      { code: '', name: 'All' },
      { code: 'NEW', name: 'New members' },
      { code: 'SLOTS', name: 'Slots' },
    ]);
  });

  it('leaves out an empty code and repeated codes', () => {
    expect(
      categoryTabs(
        [
          { code: '', name: 'Everything' },
          { code: 'NEW', name: 'New' },
          { code: 'NEW', name: 'New again' },
        ],
        'All',
      ).map((tab) => tab.code),
    ).toEqual(['', 'NEW']);
  });
});

describe('promotionsIn', () => {
  const items = [
    { id: 1, category: 'NEW' },
    { id: 2, category: 'SLOTS' },
    { id: 3, category: 'NEW' },
  ];

  it("keeps every promotion for '' and one category's otherwise", () => {
    expect(promotionsIn(items, '').map((item) => item.id)).toEqual([1, 2, 3]);
    expect(promotionsIn(items, 'NEW').map((item) => item.id)).toEqual([1, 3]);
    expect(promotionsIn(items, 'LIVE')).toEqual([]);
  });
});

describe('formatPromotionDate', () => {
  it('writes the month as a word and the digits in Latin, in both languages', () => {
    expect(formatPromotionDate(lateEvening, 'en', 'UTC')).toBe('May 15, 2025');
    expect(formatPromotionDate(lateEvening, 'ar', 'UTC')).toBe('15 مايو 2025');
  });

  it('shows the day of the given time zone', () => {
    expect(formatPromotionDate(lateEvening, 'en', 'Asia/Riyadh')).toBe('May 16, 2025');
  });
});

describe('promotionPeriod', () => {
  it('formats both ends, and keeps an open end as null', () => {
    const start = Date.UTC(2025, 0, 1, 12);
    expect(promotionPeriod(start, Date.UTC(2025, 11, 31, 12), 'en', 'UTC')).toEqual({
      start: 'January 1, 2025',
      end: 'December 31, 2025',
    });
    expect(promotionPeriod(start, null, 'en', 'UTC')).toEqual({ start: 'January 1, 2025', end: null });
  });
});
