import { describe, expect, it } from 'vitest';
import { cardStyleOf } from './cardStyleOf';

describe('cardStyleOf', () => {
  it('is nodeId modulo 5 plus 1', () => {
    expect(cardStyleOf(0)).toBe(1);
    expect(cardStyleOf(1)).toBe(2);
    expect(cardStyleOf(4)).toBe(5);
    expect(cardStyleOf(5)).toBe(1);
    expect(cardStyleOf(10_003)).toBe(4);
  });

  it('cycles through all five styles over five consecutive ids', () => {
    expect([20, 21, 22, 23, 24].map(cardStyleOf)).toEqual([1, 2, 3, 4, 5]);
  });

  it('always returns a valid style for odd input', () => {
    expect(cardStyleOf(-1)).toBe(5);
    expect(cardStyleOf(7.9)).toBe(3);
    expect(cardStyleOf(Number.NaN)).toBe(1);
  });
});
