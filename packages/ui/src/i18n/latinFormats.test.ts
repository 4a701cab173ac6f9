import { describe, expect, it } from 'vitest';
import { latinDateTimeFormat, latinNumberFormat } from './latinFormats';

describe('the shared Latin-digit formatters', () => {
  it('writes Latin digits in Arabic, with the locale’s grouping', () => {
    expect(latinNumberFormat('ar').format(1234567)).toBe('1,234,567');
    expect(latinNumberFormat('en').format(1234567)).toBe('1,234,567');
    expect(
      latinDateTimeFormat('ar', { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 27)),
    ).toBe('2026');
  });

  it('makes one formatter per locale and options, and a new one for other options', () => {
    expect(latinNumberFormat('ar')).toBe(latinNumberFormat('ar'));
    expect(latinNumberFormat('ar', { minimumFractionDigits: 2 })).toBe(
      latinNumberFormat('ar', { minimumFractionDigits: 2 }),
    );
    expect(latinNumberFormat('ar', { minimumFractionDigits: 2 })).not.toBe(latinNumberFormat('ar'));
    expect(latinNumberFormat('en')).not.toBe(latinNumberFormat('ar'));
    const day = { day: 'numeric', timeZone: 'UTC' } as const;
    expect(latinDateTimeFormat('en', day)).toBe(latinDateTimeFormat('en', { ...day }));
    expect(latinDateTimeFormat('en', day)).not.toBe(latinDateTimeFormat('en', { ...day, month: 'short' }));
  });
});
