import { useState } from 'react';

export interface RecordQuery<Filters> {
  filters: Filters;
  /** Changes some filters and goes back to the first page. */
  setFilters: (change: Partial<Filters>) => void;
  /** Where the page shown starts (the previous page's `next`); undefined on the first page. */
  cursor: string | undefined;
  /** The page shown, 1-based. */
  page: number;
  /** Goes to the page that starts at `next` (the shown page's). */
  goNext: (next: string) => void;
  /** Goes back to the page before (its cursor is the one kept below the shown one). */
  goPrevious: () => void;
}

/**
 * A record's filters and where it is in them. The platform pages on a cursor (each page gives the next
 * one's), so the cursors of the pages passed are kept as a stack: "previous" pops one. A filter change
 * starts again from the first page.
 */
export function useRecordQuery<Filters>(initial: Filters | (() => Filters)): RecordQuery<Filters> {
  const [state, setState] = useState(() => ({
    filters: typeof initial === 'function' ? (initial as () => Filters)() : initial,
    cursors: [] as string[],
  }));
  return {
    filters: state.filters,
    setFilters: (change) =>
      setState((current) => ({ filters: { ...current.filters, ...change }, cursors: [] })),
    cursor: state.cursors.at(-1),
    page: state.cursors.length + 1,
    goNext: (next) => setState((current) => ({ ...current, cursors: [...current.cursors, next] })),
    goPrevious: () => setState((current) => ({ ...current, cursors: current.cursors.slice(0, -1) })),
  };
}
