import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { columnCount, itemsInRows, visibleRange, type RowRange } from './visibleRange';

export interface VirtualGridOptions {
  /** How many items the grid holds. */
  count: number;
  /** A column is never narrower than this, in pixels; the column count follows the grid's inline size. */
  minColumnWidth: number;
  /** Rows kept rendered beyond each edge of the viewport. */
  overscan: number;
  /** A card's height beyond its square art, in pixels: the guess until a rendered card is measured. */
  estimatedBodyHeight: number;
}

export interface VirtualGrid {
  /** The list element's callback ref: its inline size decides the columns, its position the visible rows. */
  setList: (element: HTMLElement | null) => void;
  columns: number;
  /** A row's height plus the gap below it, in pixels. */
  rowPitch: number;
  /** The whole grid's block size, in pixels, as if every row were rendered. */
  totalHeight: number;
  /** The items to render, in order: the visible rows (with overscan) and the focused item. */
  indices: readonly number[];
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

const fallbackGap = 16;

/** Ancestors that clip the grid (scrolling or hidden overflow): the visible part is inside all of them. */
function clippingAncestors(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY && overflowY !== 'visible') found.push(node);
  }
  return found;
}

/** The visible part of the window and of every clipping ancestor, in pixels from the grid's start. */
function viewportOf(element: HTMLElement, clippers: readonly HTMLElement[]) {
  const rect = element.getBoundingClientRect();
  let top = 0;
  let bottom = window.innerHeight;
  for (const clipper of clippers) {
    const box = clipper.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { start: top - rect.top, end: bottom - rect.top };
}

const nextFrame = (callback: () => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(callback, 16) as unknown as number);
const cancelFrame = (id: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id);

/**
 * Window (or scroll container) virtualisation for a grid of equal cards: only the rows in or near the
 * viewport are rendered. The column count follows the list's inline size; the row height is the tallest
 * rendered card, measured (guessed from the column width until then). A focused card stays rendered
 * when scrolled away, so keyboard focus is never lost.
 */
export function useVirtualGrid({
  count,
  minColumnWidth,
  overscan,
  estimatedBodyHeight,
}: VirtualGridOptions): VirtualGrid {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [box, setBox] = useState({ inlineSize: 0, gap: fallbackGap });
  const [measured, setMeasured] = useState(0);
  const [rows, setRows] = useState<RowRange>({ start: 0, end: 0 });
  const [focused, setFocused] = useState<number | null>(null);

  const columns = columnCount(box.inlineSize, minColumnWidth, box.gap);
  const columnWidth =
    box.inlineSize > 0 ? (box.inlineSize - (columns - 1) * box.gap) / columns : minColumnWidth;
  const rowPitch = (measured > 0 ? measured : columnWidth + estimatedBodyHeight) + box.gap;
  const rowCount = Math.ceil(count / columns);
  const totalHeight = rowCount > 0 ? rowCount * rowPitch - box.gap : 0;

  // The inline size (columns) and the gap, read again whenever the list is resized.
  useLayoutEffect(() => {
    if (!element) return;
    const read = (inlineSize: number) => {
      const gap = Number.parseFloat(getComputedStyle(element).rowGap);
      const next = { inlineSize, gap: Number.isFinite(gap) ? gap : fallbackGap };
      setBox((prev) => (prev.inlineSize === next.inlineSize && prev.gap === next.gap ? prev : next));
    };
    read(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') {
      const onResize = () => read(element.getBoundingClientRect().width);
      window.addEventListener('resize', onResize);
      return () => window.removeEventListener('resize', onResize);
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) read(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  // The cards' real height: they change with the column width, and once the fonts arrive.
  const cardObserver = useRef<ResizeObserver | null>(null);
  const observedCards = useRef(new Set<Element>());
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observed = observedCards.current;
    const observer = new ResizeObserver(() => {
      let tallest = 0;
      for (const child of Array.from(element.children)) {
        tallest = Math.max(tallest, (child as HTMLElement).offsetHeight);
      }
      if (tallest > 0) setMeasured((prev) => (Math.abs(prev - tallest) < 0.5 ? prev : tallest));
    });
    cardObserver.current = observer;
    return () => {
      observer.disconnect();
      observed.clear();
      cardObserver.current = null;
    };
  }, [element]);
  useLayoutEffect(() => {
    const observer = cardObserver.current;
    if (!element || !observer) return;
    for (const card of observedCards.current) {
      if (card.parentElement !== element) {
        observer.unobserve(card);
        observedCards.current.delete(card);
      }
    }
    for (const card of Array.from(element.children)) {
      if (!observedCards.current.has(card)) {
        observer.observe(card);
        observedCards.current.add(card);
      }
    }
  });

  // The visible rows: computed on scroll (of the window or any scrolling ancestor) at most once a frame.
  const layout = useRef({ rowPitch, rowCount, overscan });
  const update = useRef<() => void>(() => {});
  useLayoutEffect(() => {
    layout.current = { rowPitch, rowCount, overscan };
    update.current();
  }, [rowPitch, rowCount, overscan]);
  useLayoutEffect(() => {
    if (!element) return;
    const clippers = clippingAncestors(element);
    let frame = 0;
    const compute = () => {
      frame = 0;
      const viewport = viewportOf(element, clippers);
      const next = visibleRange({
        viewportStart: viewport.start,
        viewportEnd: viewport.end,
        ...layout.current,
      });
      setRows((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    const schedule = () => {
      if (frame === 0) frame = nextFrame(compute);
    };
    update.current = compute;
    compute();
    // Scroll events do not bubble, but a capturing listener on the window hears every scroller's.
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelFrame(frame);
      update.current = () => {};
    };
  }, [element]);

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (item) setFocused(Number(item.dataset.index));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const list = event.currentTarget;
    const next = event.relatedTarget as Node | null;
    if (next && list.contains(next)) return;
    // The window lost focus: the card keeps it, and gets it back when the window does.
    if (!next && list.contains(document.activeElement)) return;
    setFocused(null);
  }, []);

  const items = itemsInRows(rows, columns, count);
  const indices = useMemo(() => {
    const list: number[] = [];
    const keep = focused !== null && focused < count ? focused : null;
    if (keep !== null && keep < items.start) list.push(keep);
    for (let i = items.start; i < items.end; i += 1) list.push(i);
    if (keep !== null && keep >= items.end) list.push(keep);
    return list;
  }, [items.start, items.end, focused, count]);

  return { setList: setElement, columns, rowPitch, totalHeight, indices, onFocus, onBlur };
}
