import { useEffect, useState, type FocusEvent } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Toast.css';
import { ToastCard } from './ToastCard';
import type { ToastItem, ToastStore } from './toastStore';

export interface ToastViewportProps {
  store: ToastStore;
  toasts: readonly ToastItem[];
  label: string;
  dismissLabel: string;
  className?: string;
}

/** The toasts on screen. Mounted only while toasts show, so its hover and focus state resets with it. */
export function ToastViewport({ store, toasts, label, dismissLabel, className }: ToastViewportProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useEffect(() => {
    if (!paused) return;
    store.pause();
    return () => store.resume();
  }, [paused, store]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section aria-label={label} className={cx(styles.viewport, className)} data-slot="toaster">
      <ol
        className={styles.list}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={handleBlur}
      >
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} dismissLabel={dismissLabel} onDismiss={store.dismiss} />
        ))}
      </ol>
    </section>
  );
}
