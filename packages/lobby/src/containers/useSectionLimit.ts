import { useState } from 'react';
import { homeSectionLimits, type HomeSectionKind } from '../rules/homeSectionSlice';

/** A home section's size: the spec's first slice, grown by as much again with each load more. */
export function useSectionLimit(kind: HomeSectionKind) {
  const step = homeSectionLimits[kind].shown;
  const [limit, setLimit] = useState<number>(step);
  return { limit, more: () => setLimit((current) => current + step) };
}
