import { describe, expect, it } from 'vitest';
import type { CategoryCode } from './buildCategories';
import { categoryNavigation } from './categoryNavigation';

const codes = (list: CategoryCode[]) => list.map((code) => ({ code }));

describe('categoryNavigation', () => {
  it("lists home, the menu's vendor categories in the spec order, cockfight, favourites, promotions", () => {
    const menu = codes([
      'HOT',
      'FAV',
      'RECENT',
      'RNG',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
    expect(categoryNavigation(menu).map((link) => link.path)).toEqual([
      '/',
      '/elott',
      '/lott',
      '/live',
      '/sports',
      '/fish',
      '/rng',
      '/pvp',
      '/esports',
      '/cockfight',
      '/favorite',
      '/promotions',
    ]);
  });

  it('leaves out the categories the menu does not hold (a visitor has no favourites)', () => {
    expect(categoryNavigation(codes(['HOT', 'RNG', 'LIVE']))).toEqual([
      { code: 'HOME', path: '/' },
      { code: 'LIVE', path: '/live' },
      { code: 'RNG', path: '/rng' },
      { code: 'PROMO', path: '/promotions' },
    ]);
  });
});
