import { describe, expect, it } from 'vitest';
import { categoryOf } from './categoryOf';

describe('categoryOf', () => {
  it('reads HOME from the paths of the home lobby', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) expect(categoryOf(path)).toBe('HOME');
  });

  it("upper-cases a lobby path's word", () => {
    expect(categoryOf('/rng')).toBe('RNG');
    expect(categoryOf('/esports')).toBe('ESPORTS');
    expect(categoryOf('/cockfight/')).toBe('COCKFIGHT');
    expect(categoryOf('/Live')).toBe('LIVE');
  });

  it('gives no category to the other pages', () => {
    for (const path of ['/help', '/promotions', '/member/rebate', '/rng/extra', '/hot', '/lottery']) {
      expect(categoryOf(path)).toBeNull();
    }
  });
});
