import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window is scrolled further down than `threshold` pixels. Re-renders only when the answer
 * changes, not on every scroll event. With `enabled` false it listens to nothing and answers false.
 */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled || typeof window === 'undefined') return () => {};
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    [enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > threshold,
    () => false,
  );
}
