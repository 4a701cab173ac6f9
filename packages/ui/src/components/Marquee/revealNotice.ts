import { loopFraction, type Span } from './loopFraction';

const spanOf = (element: Element): Span => {
  const { left, right } = element.getBoundingClientRect();
  return { left, right };
};

/**
 * Moves the running line so a notice reached by the keyboard is in view: focus stops the line, and a
 * notice that has slid out of the strip would otherwise hold the focus unseen. Scrolling cannot do it,
 * as a notice slid past the strip's start lies before any scroll position; the loop's time can.
 */
export function revealNotice(track: HTMLElement | null, notice: HTMLElement): void {
  const viewport = track?.parentElement;
  const animation = track?.getAnimations?.()[0];
  const first = notice.closest('ul')?.querySelector('button');
  // A pointer press lands on a notice the player can see; only keyboard focus needs bringing in.
  if (!track || !viewport || !animation || !first || !notice.matches(':focus-visible')) return;
  // The browser's focus scroll moved the clipped strip; only the slide may place the notices.
  viewport.scrollLeft = 0;
  const fraction = loopFraction({
    viewport: spanOf(viewport),
    track: spanOf(track),
    first: spanOf(first),
    notice: spanOf(notice),
    rtl: getComputedStyle(track).direction === 'rtl',
  });
  const duration = Number(animation.effect?.getComputedTiming().duration);
  if (fraction !== null && Number.isFinite(duration)) animation.currentTime = fraction * duration;
}
