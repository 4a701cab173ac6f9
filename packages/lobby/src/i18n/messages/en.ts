/** The English catalogue of `@portal/lobby` (namespace `lobby`): the game categories of spec section 2. */
export const en = {
  'category.HOME': 'Home',
  'category.LOBBY': 'Game halls',
  'category.HOT': 'Hot',
  'category.FAV': 'Favourites',
  'category.RECENT': 'Recent',
  'category.RNG': 'Slots',
  'category.LIVE': 'Live',
  'category.FISH': 'Fishing',
  'category.PVP': 'Poker',
  'category.SPORTS': 'Sports',
  'category.ESPORTS': 'E-Sports',
  'category.LOTT': 'Lottery',
  'category.ELOTT': 'E-Lottery',
  'category.COCKFIGHT': 'Cockfight',
  'category.PROMO': 'Promotions',
  'category.SEARCH': 'Search',
  'vendor.maintenance': 'Under maintenance',
  'vendor.games': 'Games: {{count}}',
  'categoryMenu.label': 'Game categories',
  'homeSection.all': 'All',
  'homeSection.allOf': 'All {{title}}',
  'homeSection.loadMore': 'Load more',
  'homeSection.loading': 'Loading {{title}}',
  'homeSection.empty': 'Nothing here yet',
  'gameMenu.label': 'Go to a section',
} as const;

export type LobbyMessageKey = keyof typeof en;
export type LobbyMessages = Record<LobbyMessageKey, string>;
