/** Pure slide arithmetic for the carousel: no DOM, no React. */

/** Previous/next buttons, dots, looping and autoplay exist only when there is something to move to. */
export const hasNavigation = (count: number): boolean => count > 1;

/** Brings any index into `0..count-1`, wrapping both ways (so -1 is the last slide). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide `step` places away from `current`, looping round the ends; a single slide never moves. */
export function stepIndex(current: number, step: number, count: number): number {
  if (!hasNavigation(count)) return wrapIndex(current, count);
  return wrapIndex(current + step, count);
}

/**
 * Where slide `index` sits relative to `current`, the short way round the loop: 0 is the current
 * slide, 1 the next (in reading order), -1 the previous. With an even count the slide exactly opposite
 * counts as ahead, so two slides read as "current" and "next".
 */
export function slideOffset(index: number, current: number, count: number): number {
  if (!hasNavigation(count)) return 0;
  const ahead = wrapIndex(index - current, count);
  return ahead > count / 2 ? ahead - count : ahead;
}

export type SlidePosition = 'current' | 'next' | 'previous' | 'after' | 'before';

/** The coverflow place of a slide: the current one, its two neighbours, or hidden behind them. */
export function slidePosition(offset: number): SlidePosition {
  if (offset === 0) return 'current';
  if (offset === 1) return 'next';
  if (offset === -1) return 'previous';
  return offset > 0 ? 'after' : 'before';
}

/** A move between two slides: the slide left behind and the way it went (1 forward, -1 back). */
export interface CarouselMove {
  from: number;
  direction: 1 | -1;
}

/** The way a jump from `from` to `to` goes: the short way round the loop, forward on a tie. */
export function moveDirection(from: number, to: number, count: number): 1 | -1 {
  return slideOffset(to, from, count) < 0 ? -1 : 1;
}

/** How a slide of the plain `slide` effect moves: in, out (towards either inline edge) or not at all. */
export type SlideMotion = 'enter-from-end' | 'enter-from-start' | 'leave-to-start' | 'leave-to-end' | 'none';

/**
 * The motion of slide `index` after `move` landed on `current`: moving forward, the new slide comes in
 * from the inline end and the old one leaves towards the start (back: the other way round). Nothing
 * moves before the first move, so the first slide never animates in.
 */
export function slideMotion(index: number, current: number, move: CarouselMove | null): SlideMotion {
  if (!move || move.from === current) return 'none';
  const forward = move.direction > 0;
  if (index === current) return forward ? 'enter-from-end' : 'enter-from-start';
  if (index === move.from) return forward ? 'leave-to-start' : 'leave-to-end';
  return 'none';
}
