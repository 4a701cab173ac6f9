import {
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { usePortal } from '../../provider/PortalContext';
import { cx } from '../../utils/cx';
import { ToastCard } from './ToastCard';
import { ToastContext } from './ToastContext';
import { devWarning } from '../../utils/devWarning';
import { registerToastStore } from './toast';
import * as styles from './Toast.css';
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
    <ToastViewport
      store={store}
      toasts={toasts}
      label={label ?? t('toast.region')}
      dismissLabel={dismissLabel ?? t('toast.dismiss')}
      className={className}
    />,
    portalContainer,
  );
}

interface ToastViewportProps {
  store: ToastStore;
  toasts: readonly ToastItem[];
  label: string;
  dismissLabel: string;
  className?: string;
}

/** Mounted only while toasts show, so its hover and focus state resets with it. */
function ToastViewport({ store, toasts, label, dismissLabel, className }: ToastViewportProps) {
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
