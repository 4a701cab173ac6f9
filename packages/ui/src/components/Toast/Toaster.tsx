import { Suspense, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { usePortal } from '../../provider/PortalContext';
import { ToastContext } from './ToastContext';
import { devWarning } from '../../utils/devWarning';
import { preloadable } from '../../utils/preloadable';
import { registerToastStore } from './toast';
import { createToastStore, type ToastItem, type ToastStore } from './toastStore';

export interface ToasterProps {
  /** The store to show; defaults to the nearest PortalProvider's. */
  store?: ToastStore;
  /** The name of the notifications region; defaults to "Notifications". */
  label?: string;
  /** The name of each toast's close button; defaults to "Dismiss". */
  dismissLabel?: string;
  className?: string;
}

// Most pages never show a toast: the toasts themselves load with the first one.
const viewport = preloadable(() => import('./ToastViewport').then((m) => m.ToastViewport));

/** Loads the toasts' own code ahead of the first toast (a test, or a host that shows one at once). */
export const preloadToasts = viewport.preload;

const none: readonly ToastItem[] = [];
const subscribeNone = () => () => {};
const getNone = () => none;

/**
 * Shows the toasts of a store at the top centre of the viewport, portalled into the provider's layer
 * so they keep its brand and direction. PortalProvider already mounts one.
 */
export function Toaster({ store: storeProp, label, dismissLabel, className }: ToasterProps) {
  const contextStore = useContext(ToastContext);
  const store = storeProp ?? contextStore;
  const { portalContainer } = usePortal();
  const { t } = useUiTranslation();
  const toasts = useSyncExternalStore(
    store?.subscribe ?? subscribeNone,
    store?.getSnapshot ?? getNone,
    getNone,
  );

  useEffect(() => {
    if (store) return registerToastStore(store);
    devWarning('<Toaster /> has no store: render it inside <PortalProvider> or pass `store`.');
  }, [store]);

  if (!store || !portalContainer || toasts.length === 0) return null;
  return createPortal(
    <Suspense fallback={null}>
      <viewport.Component
        store={store}
        toasts={toasts}
        label={label ?? t('toast.region')}
        dismissLabel={dismissLabel ?? t('toast.dismiss')}
        className={className}
      />
    </Suspense>,
    portalContainer,
  );
}

/** One toast store per PortalProvider: provides it to `useToast()` and shows it. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [store] = useState(createToastStore);
  return (
    <ToastContext.Provider value={store}>
      {children}
      <Toaster />
    </ToastContext.Provider>
  );
}
