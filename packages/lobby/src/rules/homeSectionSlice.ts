/** What a home section shows and when its load-more control appears (spec section 9). */
export const homeSectionLimits = {
  games: { shown: 12, moreAbove: 10 },
  vendors: { shown: 6, moreAbove: 6 },
} as const;

export type HomeSectionKind = keyof typeof homeSectionLimits;

export interface HomeSectionSlice<T> {
  items: T[];
  /** The load-more control shows. */
  showMore: boolean;
}

/**
 * A home section's slice: the first 12 games or 6 vendors. Load-more shows past 10 games or 6 vendors, as
 * the spec says, so a section of 11 or 12 games shows them all and still offers its lobby.
 */
export function homeSectionSlice<T>(items: readonly T[], kind: HomeSectionKind): HomeSectionSlice<T> {
  const { shown, moreAbove } = homeSectionLimits[kind];
  return { items: items.slice(0, shown), showMore: items.length > moreAbove };
}
