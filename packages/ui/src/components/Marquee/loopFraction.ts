/** Pure geometry for the notice marquee: no DOM, no React. */

/** Where a box sits along the line, in pixels from the left of the viewport. */
export interface Span {
  left: number;
  right: number;
}

export interface LoopGeometry {
  /** The strip's visible window. */
  viewport: Span;
  /** The sliding track (both copies of the notices). */
  track: Span;
  /** The copy's first notice, which sits at the strip's start when the loop begins. */
  first: Span;
  /** The notice to show. */
  notice: Span;
  rtl: boolean;
}

/**
 * The point of the loop (0 up to 1) at which `notice` sits where the first notice starts, or `null` when
 * it is in full view already. The track slides by one copy's width (half its own) per loop; offsets are
 * measured from the track's start, so they are the same whatever the slide has done so far.
 */
export function loopFraction({ viewport, track, first, notice, rtl }: LoopGeometry): number | null {
  if (notice.left >= viewport.left && notice.right <= viewport.right) return null;
  const copyWidth = (track.right - track.left) / 2;
  if (copyWidth <= 0) return null;
  const fromStart = (span: Span) => (rtl ? track.right - span.right : span.left - track.left);
  const fraction = (fromStart(notice) - fromStart(first)) / copyWidth;
  return ((fraction % 1) + 1) % 1;
}
