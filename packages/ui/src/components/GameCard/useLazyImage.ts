import { useCallback, useEffect, useState } from 'react';

/** The spec's lazy-image threshold: load once a tenth of the image is on screen. */
export const lazyImageThreshold = 0.1;

/**
 * `empty`: no url. `idle`: not yet on screen. `loading`: src set, waiting. `loaded` / `error`: done.
 */
export type LazyImageStatus = 'empty' | 'idle' | 'loading' | 'loaded' | 'error';

export interface LazyImageOptions {
  /** Visible fraction that starts the load; 0.1 by default. */
  threshold?: number;
  /** Grows the viewport used for the check, to start loading just before the image scrolls in. */
  rootMargin?: string;
}

export interface LazyImage<T extends Element> {
  /** Attach to the element whose visibility starts the load (the image or its frame). */
  ref: (node: T | null) => void;
  /** The url once visible, `undefined` before: pass it to the `<img>`'s `src`. */
  src: string | undefined;
  status: LazyImageStatus;
  onLoad: () => void;
  onError: () => void;
}

// Browsers report ratios like 0.0999 for an element exactly at the threshold.
const ratioSlack = 0.001;

const canObserve = (): boolean => typeof IntersectionObserver !== 'undefined';

/**
 * Sets an image's src only when it becomes visible (IntersectionObserver), and reports whether it
 * loaded or failed so the caller can show a fallback. Without IntersectionObserver it loads at once.
 */
export function useLazyImage<T extends Element = HTMLElement>(
  url: string | undefined,
  { threshold = lazyImageThreshold, rootMargin = '0px' }: LazyImageOptions = {},
): LazyImage<T> {
  const [node, setNode] = useState<T | null>(null);
  const [visible, setVisible] = useState(() => !canObserve());
  // Keyed by url, so a new url starts over without an effect resetting state.
  const [settled, setSettled] = useState<{ url: string; ok: boolean } | null>(null);

  useEffect(() => {
    if (!node || visible || !url) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - ratioSlack)
        ) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, visible, url, threshold, rootMargin]);

  const onLoad = useCallback(() => {
    if (url) setSettled({ url, ok: true });
  }, [url]);
  const onError = useCallback(() => {
    if (url) setSettled({ url, ok: false });
  }, [url]);

  const result = settled?.url === url ? settled : null;
  const status: LazyImageStatus = !url
    ? 'empty'
    : result
      ? result.ok
        ? 'loaded'
        : 'error'
      : visible
        ? 'loading'
        : 'idle';

  return { ref: setNode, src: visible && url ? url : undefined, status, onLoad, onError };
}
