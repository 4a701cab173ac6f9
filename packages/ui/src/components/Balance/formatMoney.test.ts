import { describe, expect, it } from 'vitest';
import { formatMoney, hiddenMoneyMask, minorToDecimal } from './formatMoney';

// Intl may wrap signs in bidi marks (U+200E, U+200F, U+061C); compare the visible text.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('minorToDecimal', () => {
  it('turns minor units into an exact decimal string', () => {
    expect(minorToDecimal(123456)).toBe('1234.56');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(-250)).toBe('-2.50');
    expect(minorToDecimal(1234, 0)).toBe('1234');
    expect(minorToDecimal(1234, 3)).toBe('1.234');
  });
});

describe('formatMoney', () => {
  it('shows minor units as a major amount with two decimals', () => {
    expect(formatMoney(123456, { locale: 'en' })).toBe('1,234.56');
    expect(formatMoney(100, { locale: 'en' })).toBe('1.00');
    expect(formatMoney(7, { locale: 'en' })).toBe('0.07');
    expect(formatMoney(0, { locale: 'en' })).toBe('0.00');
  });

  it('uses Latin digits in Arabic', () => {
    const text = formatMoney(123456, { locale: 'ar' });
    expect(visible(text)).toMatch(/^1.234.56$/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('formats negative amounts', () => {
    expect(visible(formatMoney(-123456, { locale: 'en' }))).toBe('-1,234.56');
    expect(visible(formatMoney(-5, { locale: 'ar' }))).toMatch(/^-0.05$/);
  });

  it('formats large amounts exactly', () => {
    expect(formatMoney(123_456_789_012_34, { locale: 'en' })).toBe('123,456,789,012.34');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, { locale: 'en' })).toBe('90,071,992,547,409.91');
  });

  it('honours other numbers of decimals', () => {
    expect(formatMoney(1234, { locale: 'en', fractionDigits: 0 })).toBe('1,234');
    expect(formatMoney(1234, { locale: 'en', fractionDigits: 3 })).toBe('1.234');
  });

  it('shows the mask when hidden', () => {
    expect(formatMoney(123456, { locale: 'en', hidden: true })).toBe(hiddenMoneyMask);
    expect(hiddenMoneyMask).toBe('****');
  });
});
