import { gameLaneOrder } from '@portal/api';
import type { CategoryCode, LobbyCategory } from './buildCategories';

export interface CategoryLink {
  code: 'HOME' | 'PROMO' | CategoryCode;
  path: string;
}

/**
 * The category navigation of spec 2.3: home, the vendor categories the menu holds in the spec's order,
 * favourites when the menu offers them (members), then promotions. Game types are their own paths,
 * lower-cased (spec 2.1); favourites live at /favorite.
 */
export function categoryNavigation(categories: readonly Pick<LobbyCategory, 'code'>[]): CategoryLink[] {
  const present = new Set(categories.map((category) => category.code));
  return [
    { code: 'HOME', path: '/' },
    // The vendor categories in the navigation's order (spec 2.3); each shows only when the menu has it.
    ...gameLaneOrder
      .filter((code) => present.has(code))
      .map((code) => ({ code, path: `/${code.toLowerCase()}` })),
    ...(present.has('FAV') ? [{ code: 'FAV' as const, path: '/favorite' }] : []),
    { code: 'PROMO', path: '/promotions' },
  ];
}
