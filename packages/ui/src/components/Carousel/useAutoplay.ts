import { useEffect, useRef } from 'react';

export interface AutoplayOptions {
  /** Whether the timer runs at all (off when paused, hovered, focused or under reduced motion). */
  running: boolean;
  /** Milliseconds between two advances. */
  interval: number;
  /** Restarts the full interval whenever it changes (the current index: a manual move resets it). */
  restartKey: unknown;
  onAdvance: () => void;
}

/** Calls `onAdvance` every `interval` ms while `running`, restarting after every slide change. */
export function useAutoplay({ running, interval, restartKey, onAdvance }: AutoplayOptions): void {
  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => advance.current(), interval);
    return () => window.clearTimeout(timer);
  }, [running, interval, restartKey]);
}
