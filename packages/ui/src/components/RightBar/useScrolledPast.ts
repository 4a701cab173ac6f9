import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `threshold` pixels. Re-renders only when the answer
 * changes, not on every scroll event. With `enabled` false it listens to nothing and answers false.
 */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return undefined;
    const check = () => setPast(window.scrollY > threshold);
    // A page that opens already scrolled is read once its first frame is out, when its layout is done:
    // reading the position during the mount would force the whole page's first layout inside React's
    // work (a tenth of a second on the home page, on top of the render).
    let later: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      later = setTimeout(check);
    });
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(later);
      window.removeEventListener('scroll', check);
    };
  }, [enabled, threshold]);
  return enabled && past;
}
