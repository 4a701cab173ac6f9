import { devWarning } from '../../utils/devWarning';
import { createMountedRegistry } from '../../utils/mountedRegistry';
import type { ToastOptions, ToastStore } from './toastStore';

/** Every mounted Toaster's store: the module-level `toast()` uses the most recent. */
const mounted = createMountedRegistry<ToastStore>();

/** Called by a Toaster while it is mounted; returns the unregister function. */
export const registerToastStore = mounted.register;

/**
 * Shows a toast on the most recently mounted Toaster (every PortalProvider mounts one) and returns its
 * id. Inside components prefer `useToast()`, which targets the nearest provider.
 */
export function toast(options: ToastOptions): string {
  const store = mounted.latest();
  if (!store) {
    devWarning(
      'toast(): no <Toaster /> is mounted. Render the app inside <PortalProvider> (it mounts one), ' +
        'or render <Toaster /> yourself, before calling toast().',
    );
    return '';
  }
  return store.add(options);
}

/** Closes a toast shown by `toast()`, wherever it is. */
export function dismissToast(id: string): void {
  mounted.all().forEach((store) => store.dismiss(id));
}
