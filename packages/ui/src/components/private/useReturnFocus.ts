import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a controlled dialog opened without a `Dialog.Trigger` (Radix then has nowhere to send focus on
 * close): remembers what had focus when it opened, and gives the `onCloseAutoFocus` that goes back there.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog, so this is still what had it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}
