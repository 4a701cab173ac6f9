import { describe, expect, it } from 'vitest';
import { columnCount, itemsInRows, visibleRange } from './visibleRange';

describe('visibleRange', () => {
  const grid = { rowPitch: 300, rowCount: 1000 };

  it('renders the rows the viewport shows plus the overscan on each side', () => {
    expect(visibleRange({ ...grid, viewportStart: 0, viewportEnd: 800, overscan: 1 })).toEqual({
      start: 0,
      end: 4,
    });
    // 30,000 px down: rows 100 to 102 show (102 in part); one more on each side.
    expect(visibleRange({ ...grid, viewportStart: 30_000, viewportEnd: 30_800, overscan: 1 })).toEqual({
      start: 99,
      end: 104,
    });
    expect(visibleRange({ ...grid, viewportStart: 30_000, viewportEnd: 30_800, overscan: 0 })).toEqual({
      start: 100,
      end: 103,
    });
  });

  it('starts at the first row while the grid starts lower on the page', () => {
    expect(visibleRange({ ...grid, viewportStart: -500, viewportEnd: 300, overscan: 1 })).toEqual({
      start: 0,
      end: 2,
    });
  });

  it('renders nothing while the grid is far below or above the viewport', () => {
    expect(visibleRange({ ...grid, viewportStart: -5000, viewportEnd: -4200 })).toEqual({ start: 0, end: 0 });
    expect(visibleRange({ ...grid, viewportStart: 400_000, viewportEnd: 400_800 })).toEqual({
      start: 1000,
      end: 1000,
    });
  });

  it('stops at the last row', () => {
    expect(visibleRange({ ...grid, viewportStart: 299_500, viewportEnd: 300_300, overscan: 2 })).toEqual({
      start: 996,
      end: 1000,
    });
  });

  it('guesses the first rows until the pitch is known, and is empty without rows', () => {
    expect(visibleRange({ rowPitch: 0, rowCount: 50, viewportStart: 0, viewportEnd: 800 })).toEqual({
      start: 0,
      end: 2,
    });
    expect(visibleRange({ rowPitch: 300, rowCount: 0, viewportStart: 0, viewportEnd: 800 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});

describe('columnCount', () => {
  it('fits as many columns of the minimum width as the inline size holds', () => {
    expect(columnCount(1200, 168, 16)).toBe(6);
    expect(columnCount(1088, 168, 16)).toBe(6);
    expect(columnCount(1087, 168, 16)).toBe(5);
    expect(columnCount(320, 168, 16)).toBe(1);
  });

  it('never answers fewer than one column', () => {
    expect(columnCount(0, 168, 16)).toBe(1);
    expect(columnCount(100, 168, 16)).toBe(1);
    expect(columnCount(Number.NaN, 168, 16)).toBe(1);
  });
});

describe('itemsInRows', () => {
  it('maps rows to item indices, the last row possibly short', () => {
    expect(itemsInRows({ start: 2, end: 5 }, 6, 10_000)).toEqual({ start: 12, end: 30 });
    expect(itemsInRows({ start: 1, end: 3 }, 6, 14)).toEqual({ start: 6, end: 14 });
  });
});
