import type { LobbyGameType } from '../rules/lobbyFilters';

/** Where the lobby is: home, a game type's lobby, an account list or the search, with its vendor. */
export interface LobbyLocation {
  category: 'HOME' | LobbyGameType;
  /** The vendor's code ('' or absent for every vendor). */
  vassalage?: string;
  /** The search text of the search page. */
  search?: string;
}

const routedPaths: Partial<Record<LobbyLocation['category'], string>> = {
  HOME: '/',
  FAV: '/favorite',
  RECENT: '/recent',
};

/**
 * The portal's addresses of lobby locations (spec 2.1): game types are their lower-cased paths with
 * ?vassalage=, favourites /favorite, recent /recent; hot and search are home with a query.
 */
export function routedHref({ category, vassalage, search }: LobbyLocation): string {
  const query = new URLSearchParams();
  let path = routedPaths[category];
  if (!path) {
    if (category === 'HOT' || category === 'SEARCH') {
      path = '/';
      query.set('lobby', category.toLowerCase());
    } else path = `/${category.toLowerCase()}`;
  }
  if (vassalage) query.set('vassalage', vassalage);
  if (search) query.set('search', search);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The embedded lobby's addresses: the page's own path with the location in its query. */
export function queryHref({ category, vassalage, search }: LobbyLocation): string {
  const query = new URLSearchParams({ category });
  if (vassalage) query.set('vassalage', vassalage);
  if (search) query.set('search', search);
  return `?${query.toString()}`;
}
