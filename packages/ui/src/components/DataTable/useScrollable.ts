import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content overflows it. A scroll region must be focusable so keyboard users can
 * scroll it, but a tab stop on a region that does not scroll is only noise.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setScrollable(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table inside grows with its rows, which does not resize the frame itself.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
