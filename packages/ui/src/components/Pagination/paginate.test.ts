import { describe, expect, it } from 'vitest';
import { clampPage, paginate, type PaginateOptions, type PaginationItem } from './paginate';

/** Items as a short line ("1 2 … 9") so each case reads at a glance. */
const line = (items: PaginationItem[]): string =>
  items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('paginate', () => {
  it.each<[PaginateOptions, string]>([
    // Nothing to page through.
    [{ page: 1, totalPages: 0 }, ''],
    [{ page: 1, totalPages: -3 }, ''],
    [{ page: 1, totalPages: Number.NaN }, ''],
    [{ page: 1, totalPages: 1 }, '1'],
    // Few pages: all of them, no ellipsis.
    [{ page: 2, totalPages: 5 }, '1 2 3 4 5'],
    [{ page: 4, totalPages: 7 }, '1 2 3 4 5 6 7'],
    // Many pages, margin 1, range 5: the window slides inward at the ends and keeps five pages.
    [{ page: 1, totalPages: 20 }, '1 2 3 4 5 … 20'],
    [{ page: 3, totalPages: 20 }, '1 2 3 4 5 … 20'],
    [{ page: 4, totalPages: 20 }, '1 2 3 4 5 6 … 20'],
    [{ page: 5, totalPages: 20 }, '1 2 3 4 5 6 7 … 20'],
    [{ page: 10, totalPages: 20 }, '1 … 8 9 10 11 12 … 20'],
    [{ page: 16, totalPages: 20 }, '1 … 14 15 16 17 18 19 20'],
    [{ page: 20, totalPages: 20 }, '1 … 16 17 18 19 20'],
    // Margin 2, range 3.
    [{ page: 1, totalPages: 50, margin: 2, range: 3 }, '1 2 3 … 49 50'],
    [{ page: 25, totalPages: 50, margin: 2, range: 3 }, '1 2 … 24 25 26 … 49 50'],
    [{ page: 50, totalPages: 50, margin: 2, range: 3 }, '1 2 … 48 49 50'],
    // A gap of one page shows the page, never an ellipsis.
    [{ page: 4, totalPages: 9, margin: 1, range: 3 }, '1 2 3 4 5 … 9'],
    [{ page: 6, totalPages: 9, margin: 1, range: 3 }, '1 … 5 6 7 8 9'],
    [{ page: 5, totalPages: 9, margin: 2, range: 3 }, '1 2 3 4 5 6 7 8 9'],
    // Limits from the spec: margin 1..2, range 3..5.
    [{ page: 10, totalPages: 20, margin: 0, range: 1 }, '1 … 9 10 11 … 20'],
    [{ page: 10, totalPages: 20, margin: 9, range: 99 }, '1 2 … 8 9 10 11 12 … 19 20'],
    // Out-of-range or fractional input is clamped, never listed.
    [{ page: 0, totalPages: 20 }, '1 2 3 4 5 … 20'],
    [{ page: 99, totalPages: 20 }, '1 … 16 17 18 19 20'],
    [{ page: 10.7, totalPages: 20.9 }, '1 … 8 9 10 11 12 … 20'],
  ])('%o gives "%s"', (options, expected) => {
    expect(line(paginate(options))).toBe(expected);
  });

  it('never lists a page twice or outside 1..totalPages, and keys its ellipses apart', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        for (const margin of [1, 2]) {
          for (const range of [3, 4, 5]) {
            const items = paginate({ page, totalPages: total, margin, range });
            const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
            expect(new Set(pages).size).toBe(pages.length);
            expect(pages.every((p) => p >= 1 && p <= total)).toBe(true);
            expect(pages).toEqual([...pages].sort((a, b) => a - b));
            expect(pages).toContain(page);
            items.forEach((item, i) => {
              const before = items[i - 1];
              const after = items[i + 1];
              if (item.type !== 'ellipsis') return;
              // An ellipsis sits between two pages and stands for at least two hidden ones.
              if (before?.type !== 'page' || after?.type !== 'page') throw new Error('stray ellipsis');
              expect(after.page - before.page).toBeGreaterThan(2);
            });
            const keys = items.flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
            expect(new Set(keys).size).toBe(keys.length);
          }
        }
      }
    }
  });
});

describe('clampPage', () => {
  it.each<[number, number, number]>([
    [3, 10, 3],
    [0, 10, 1],
    [-2, 10, 1],
    [11, 10, 10],
    [4.9, 10, 4],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 1],
    [5, 0, 1],
  ])('page %d of %d is %d', (page, totalPages, expected) => {
    expect(clampPage(page, totalPages)).toBe(expected);
  });
});
