import { describe, expect, it } from 'vitest';
import { hasNavigation, slideOffset, slidePosition, stepIndex, wrapIndex } from './carouselIndex';

describe('carouselIndex', () => {
  it('navigates only with more than one slide', () => {
    expect(hasNavigation(0)).toBe(false);
    expect(hasNavigation(1)).toBe(false);
    expect(hasNavigation(2)).toBe(true);
  });

  it('wraps indexes both ways', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('steps with wrap-around (loop) and never moves a single slide', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });

  it('measures offsets the short way round the loop', () => {
    expect([0, 1, 2, 3, 4].map((i) => slideOffset(i, 0, 5))).toEqual([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3, 4].map((i) => slideOffset(i, 4, 5))).toEqual([1, 2, -2, -1, 0]);
    expect([0, 1].map((i) => slideOffset(i, 0, 2))).toEqual([0, 1]);
    expect([0, 1, 2, 3].map((i) => slideOffset(i, 1, 4))).toEqual([-1, 0, 1, 2]);
    expect(slideOffset(0, 0, 1)).toBe(0);
  });

  it('names coverflow positions', () => {
    expect([-2, -1, 0, 1, 2].map(slidePosition)).toEqual(['before', 'previous', 'current', 'next', 'after']);
  });
});
