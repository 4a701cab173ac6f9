import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a controlled dialog opened without a `Dialog.Trigger`: remembers what had focus when its owner
 * asked it open, and gives the `onCloseAutoFocus` that goes back there (and nowhere, if that is gone).
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog moves focus in (in its passive effect), so this is still what had it.
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
