import { createContext, useContext, useMemo } from 'react';
import { dismissToast, toast } from './toast';
import type { ToastOptions, ToastStore } from './toastStore';

/** The toast store of the nearest PortalProvider (each provider has its own). */
export const ToastContext = createContext<ToastStore | null>(null);

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** Shows toasts in the nearest PortalProvider, so they take its brand, language and direction. */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  return useMemo(
    () => (store ? { toast: store.add, dismiss: store.dismiss } : { toast, dismiss: dismissToast }),
    [store],
  );
}
