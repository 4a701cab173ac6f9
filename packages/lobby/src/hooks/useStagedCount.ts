import { useEffect, useState } from 'react';

export interface StagedCountOptions {
  /** Off: every item at once. */
  staged: boolean;
  /** How many render with the first render. */
  first: number;
  /** How many more each following step adds. */
  step: number;
}

/**
 * How many of `total` items to render now: `first` at mount, then `step` more in each following task
 * (after the browser has painted) until all are there. A long list of heavy items mounted in one render
 * holds the page in a single long task; in steps, the first screen paints at once and each step is
 * short. Items added later (a total that grows) follow in steps too; items already shown stay.
 */
export function useStagedCount(total: number, { staged, first, step }: StagedCountOptions): number {
  const [count, setCount] = useState(() => (staged ? first : Number.POSITIVE_INFINITY));
  const done = count >= total;
  useEffect(() => {
    if (done) return;
    // After the next frame, so the step before it paints first; then a task of its own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCount((shown) => shown + step), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [done, count, step]);
  return Math.min(count, total);
}
