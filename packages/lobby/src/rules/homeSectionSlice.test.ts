import { describe, expect, it } from 'vitest';
import { homeSectionSlice } from './homeSectionSlice';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('homeSectionSlice', () => {
  it('shows the first 12 games, with load-more past 10', () => {
    expect(homeSectionSlice(numbers(30), 'games')).toEqual({ items: numbers(12), showMore: true });
    expect(homeSectionSlice(numbers(11), 'games')).toEqual({ items: numbers(11), showMore: true });
    expect(homeSectionSlice(numbers(10), 'games')).toEqual({ items: numbers(10), showMore: false });
  });

  it('shows the first 6 vendors, with load-more past 6', () => {
    expect(homeSectionSlice(numbers(7), 'vendors')).toEqual({ items: numbers(6), showMore: true });
    expect(homeSectionSlice(numbers(6), 'vendors')).toEqual({ items: numbers(6), showMore: false });
    expect(homeSectionSlice([], 'vendors')).toEqual({ items: [], showMore: false });
  });
});
