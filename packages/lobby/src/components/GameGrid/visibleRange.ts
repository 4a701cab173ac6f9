/** A half-open range of rows, `[start, end)`. */
export interface RowRange {
  start: number;
  end: number;
}

export interface VisibleRangeInput {
  /**
   * Where the visible part of the scroll viewport starts and ends, in pixels from the grid's block start.
   * Negative when the grid starts below the viewport's start; past the grid's end when it ends above.
   */
  viewportStart: number;
  viewportEnd: number;
  /** One row's pitch: a card's height plus the gap between rows, in pixels. */
  rowPitch: number;
  /** How many rows the grid has. */
  rowCount: number;
  /** Rows kept rendered beyond each edge of the viewport, so Tab and fast scrolls find them ready. */
  overscan?: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The rows of a virtualised grid to render: those the viewport shows, plus `overscan` on each side.
 * Nothing when the grid is well outside the viewport. Pure, so the math is tested without a DOM.
 */
export function visibleRange({
  viewportStart,
  viewportEnd,
  rowPitch,
  rowCount,
  overscan = 1,
}: VisibleRangeInput): RowRange {
  const rows = Math.max(0, Math.floor(rowCount));
  if (rows === 0) return { start: 0, end: 0 };
  // Without a usable pitch (not measured yet), the first rows are the best guess.
  if (!(rowPitch > 0) || !Number.isFinite(viewportStart) || !Number.isFinite(viewportEnd)) {
    return { start: 0, end: Math.min(rows, 1 + overscan) };
  }
  const extra = Math.max(0, Math.floor(overscan));
  const start = clamp(Math.floor(viewportStart / rowPitch) - extra, 0, rows);
  const end = clamp(Math.ceil(viewportEnd / rowPitch) + extra, start, rows);
  return { start, end };
}

/**
 * How many columns fit in `inlineSize` pixels when each is at least `minColumnWidth` wide with `gap`
 * between them; never fewer than one.
 */
export function columnCount(inlineSize: number, minColumnWidth: number, gap: number): number {
  if (!(inlineSize > 0) || !(minColumnWidth > 0)) return 1;
  return Math.max(1, Math.floor((inlineSize + Math.max(0, gap)) / (minColumnWidth + Math.max(0, gap))));
}

/** The item indices `[first, last)` that a range of rows holds, for `itemCount` items in `columns`. */
export function itemsInRows(range: RowRange, columns: number, itemCount: number): RowRange {
  const cols = Math.max(1, Math.floor(columns));
  return {
    start: Math.min(range.start * cols, itemCount),
    end: Math.min(range.end * cols, itemCount),
  };
}
