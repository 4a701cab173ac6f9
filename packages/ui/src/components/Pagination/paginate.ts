/** One entry of a pagination bar: a page to jump to, or a gap standing for two or more hidden pages. */
export type PaginationItem =
  { type: 'page'; page: number } | { type: 'ellipsis'; key: 'ellipsis-start' | 'ellipsis-end' };

export interface PaginateOptions {
  /** The current page, 1-based; clamped into 1..totalPages. */
  page: number;
  /** How many pages exist; 0 or less gives no items. */
  totalPages: number;
  /** Pages always shown at each end; clamped to the spec's 1..2. */
  margin?: number;
  /** Pages shown around the current one; clamped to the spec's 3..5. */
  range?: number;
}

/** The spec's limits (section 9): margin 1-2, range 3-5. */
export const paginationLimits = { margin: { min: 1, max: 2 }, range: { min: 3, max: 5 } } as const;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const whole = (value: number, fallback: number): number =>
  Number.isFinite(value) ? Math.floor(value) : fallback;

/** The page actually shown for a requested one: a whole number within 1..totalPages (1 when none). */
export function clampPage(page: number, totalPages: number): number {
  return clamp(whole(page, 1), 1, Math.max(1, whole(totalPages, 0)));
}

/**
 * The items of a pagination bar, in reading order: the first and last `margin` pages, a window of
 * `range` pages around the current one (slid inward at the ends so it keeps its size), and an
 * ellipsis for every gap. A gap of a single page shows that page instead: an ellipsis would take the
 * same room and hide where it goes.
 */
export function paginate({ page, totalPages, margin = 1, range = 5 }: PaginateOptions): PaginationItem[] {
  const total = whole(totalPages, 0);
  if (total < 1) return [];
  const current = clampPage(page, total);
  const ends = clamp(whole(margin, 1), paginationLimits.margin.min, paginationLimits.margin.max);
  const span = clamp(whole(range, 5), paginationLimits.range.min, paginationLimits.range.max);

  const windowStart = clamp(current - Math.floor((span - 1) / 2), 1, Math.max(1, total - span + 1));
  const windowEnd = Math.min(total, windowStart + span - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(ends, total); p += 1) shown.add(p);
  for (let p = windowStart; p <= windowEnd; p += 1) shown.add(p);
  for (let p = Math.max(1, total - ends + 1); p <= total; p += 1) shown.add(p);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    const gap = p - previous - 1;
    if (gap === 1) items.push({ type: 'page', page: p - 1 });
    else if (gap > 1) items.push({ type: 'ellipsis', key: p <= current ? 'ellipsis-start' : 'ellipsis-end' });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}
