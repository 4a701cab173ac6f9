/** The lobby categories of spec section 2.1, in menu order, each with its path. */
export const gameTypes = [
  { code: 'HOT', path: '/' },
  { code: 'RNG', path: '/rng' },
  { code: 'LIVE', path: '/live' },
  { code: 'FISH', path: '/fish' },
  { code: 'SPORTS', path: '/sports' },
  { code: 'ESPORTS', path: '/esports' },
  { code: 'PVP', path: '/pvp' },
  { code: 'LOTT', path: '/lott' },
  { code: 'ELOTT', path: '/elott' },
  { code: 'COCKFIGHT', path: '/cockfight' },
] as const;

export type GameTypeCode = (typeof gameTypes)[number]['code'];
