import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('shows minor units with the symbol, thousands grouped and 2 decimals', () => {
    expect(formatMoney(200_000, '$')).toBe('$2,000.00');
    expect(formatMoney(123_456_789, '$')).toBe('$1,234,567.89');
    expect(formatMoney(-5, '$')).toBe('-$0.05');
    expect(formatMoney(0, 'AED ')).toBe('AED 0.00');
  });
});
