import { useState } from 'react';
import { moveDirection, stepIndex, wrapIndex, type CarouselMove } from './carouselIndex';

export interface CarouselIndex {
  /** The current slide, always within `0..count-1` (even after the slides shrink). */
  index: number;
  /** The last move, so a plain slide knows which slide leaves and which way; null before any. */
  move: CarouselMove | null;
  /** Jumps to a slide (a dot), the short way round the loop. */
  goTo: (target: number) => void;
  /** Moves by `delta` slides (previous -1, next and autoplay 1), looping at the ends. */
  step: (delta: number) => void;
}

/** The carousel's current slide and last move; `onIndexChange` hears of every real change. */
export function useCarouselIndex(
  count: number,
  defaultIndex: number,
  onIndexChange?: (index: number) => void,
): CarouselIndex {
  const [current, setCurrent] = useState(() => wrapIndex(defaultIndex, count));
  const [move, setMove] = useState<CarouselMove | null>(null);
  const index = wrapIndex(current, count);

  const land = (target: number, direction: 1 | -1) => {
    setCurrent(target);
    if (target === index) return;
    setMove({ from: index, direction });
    onIndexChange?.(target);
  };
  const goTo = (next: number) => {
    const target = wrapIndex(next, count);
    land(target, moveDirection(index, target, count));
  };
  // With two slides "previous" and "next" reach the same one; each still moves its own way.
  const step = (delta: number) => land(stepIndex(index, delta, count), delta < 0 ? -1 : 1);

  return { index, move, goTo, step };
}
