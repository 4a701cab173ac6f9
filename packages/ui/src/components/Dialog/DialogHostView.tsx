import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLastShown } from '../private/useLastShown';
import type { DialogRequest, DialogStore } from './dialogStore';
import { ServiceDialog } from './ServiceDialog';

export interface DialogHostViewProps {
  store: DialogStore;
  /** The head of the store's queue; null once the last has closed. */
  request: DialogRequest | null;
}

/** Seconds left before a timed dialog closes by itself; closes it (resolving undefined) at zero. */
function useCloseCountdown(request: DialogRequest | null, onElapsed: (id: number) => void) {
  const timeout = request?.options.timeout;
  const id = request?.id;
  const [left, setLeft] = useState<{ id: number; seconds: number } | null>(null);
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });
  useEffect(() => {
    if (id === undefined || !timeout || timeout <= 0) return;
    const end = Date.now() + timeout;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const remaining = end - Date.now();
      if (remaining <= 0) return elapsed.current(id);
      setLeft({ id, seconds: Math.ceil(remaining / 1000) });
      // Wake at the next whole second, so the figure never lags behind the real time left.
      timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [id, timeout]);
  if (id === undefined || !timeout || timeout <= 0) return undefined;
  return left?.id === id ? left.seconds : Math.ceil(timeout / 1000);
}

/** The host's dialogs once one has been asked for: the countdown, the focus to return, the exit motion. */
export function DialogHostView({ store, request }: DialogHostViewProps) {
  const secondsLeft = useCloseCountdown(request, (id) => store.resolve(id));

  // There is no trigger to return to: remember what had focus when the first of a run of queued
  // dialogs opened (before the dialog moves focus in), and go back there when the last one closes.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (request && !returnFocus.current && document.activeElement instanceof HTMLElement)
      returnFocus.current = document.activeElement;
  }, [request]);
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (store.current()) return;
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  // The last dialog stays rendered, closed, so that it can play its exit motion.
  const shown = useLastShown(request);
  if (!shown) return null;
  return (
    <ServiceDialog
      key={shown.id}
      options={shown.options}
      open={request === shown}
      secondsLeft={request === shown ? secondsLeft : undefined}
      onResolve={(value) => store.resolve(shown.id, value)}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
