import { describe, expect, it } from 'vitest';
import {
  hasNavigation,
  moveDirection,
  slideMotion,
  slideOffset,
  slidePosition,
  stepIndex,
  wrapIndex,
} from './carouselIndex';

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

  it('goes the short way round on a jump, forward on a tie', () => {
    expect(moveDirection(0, 1, 5)).toBe(1);
    expect(moveDirection(0, 4, 5)).toBe(-1);
    expect(moveDirection(4, 0, 5)).toBe(1);
    expect(moveDirection(1, 3, 4)).toBe(1);
    expect(moveDirection(1, 0, 2)).toBe(1);
  });

  it('slides the new slide in from the end going forward and from the start going back', () => {
    const motions = (current: number, from: number, direction: 1 | -1) =>
      [0, 1, 2].map((i) => slideMotion(i, current, { from, direction }));
    expect(motions(1, 0, 1)).toEqual(['leave-to-start', 'enter-from-end', 'none']);
    expect(motions(2, 0, -1)).toEqual(['leave-to-end', 'none', 'enter-from-start']);
    // Two slides: "previous" and "next" reach the same slide, but each keeps its own way.
    expect([0, 1].map((i) => slideMotion(i, 1, { from: 0, direction: -1 }))).toEqual([
      'leave-to-end',
      'enter-from-start',
    ]);
  });

  it('moves nothing before the first move', () => {
    expect([0, 1, 2].map((i) => slideMotion(i, 0, null))).toEqual(['none', 'none', 'none']);
    expect(slideMotion(0, 0, { from: 0, direction: 1 })).toBe('none');
  });
});
