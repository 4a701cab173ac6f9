import { describe, expect, it } from 'vitest';
import { marqueeDuration } from './marqueeDuration';

describe('marqueeDuration', () => {
  it('grows with the text so the speed stays the same', () => {
    expect(marqueeDuration(['a'.repeat(200)])).toBeCloseTo(200 * 0.11 + 0.6);
    expect(marqueeDuration(['a'.repeat(200), 'b'.repeat(100)])).toBeCloseTo(300 * 0.11 + 2 * 0.6);
  });

  it('never drops under the minimum for short lists', () => {
    expect(marqueeDuration([])).toBe(12);
    expect(marqueeDuration(['Hi'])).toBe(12);
  });
});
