import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLastShown } from '../private/useLastShown';
import { registerDialogHost } from './dialogService';
import type { DialogRequest, DialogStore } from './dialogStore';

// Every page has a host, few ever open a dialog: the dialog (Radix, the HTML sanitiser) loads with the
// first one, so a site's first page does not carry it.
const ServiceDialog = lazy(() => import('./ServiceDialog').then((m) => ({ default: m.ServiceDialog })));

export interface DialogHostProps {
  /** The queue to draw, from `createDialogStore()`. `PortalProvider` mounts one host with its own store. */
  store: DialogStore;
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

/** Draws the dialog at the head of `store`'s queue, one at a time. */
export function DialogHost({ store }: DialogHostProps) {
  const request = useSyncExternalStore(store.subscribe, store.current, store.current);
  useEffect(() => registerDialogHost(store), [store]);
  const secondsLeft = useCloseCountdown(request, (id) => store.resolve(id));

  // There is no trigger to return to: remember what had focus when the first of a run of queued
  // dialogs opened (before Radix moves focus in), and go back there when the last one closes.
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
    <Suspense fallback={null}>
      <ServiceDialog
        key={shown.id}
        options={shown.options}
        open={request === shown}
        secondsLeft={request === shown ? secondsLeft : undefined}
        onResolve={(value) => store.resolve(shown.id, value)}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </Suspense>
  );
}
