import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { preloadable } from '../../utils/preloadable';
import { registerDialogHost } from './dialogService';
import type { DialogStore } from './dialogStore';

// Every page has a host, few ever open a dialog: the dialog (its modal handling, the HTML sanitiser) and its handling
// load with the first one, so a site's first page does not carry them.
const view = preloadable(() => import('./DialogHostView').then((m) => m.DialogHostView));

/** Loads the dialogs' own code ahead of the first dialog (a test, or a host that opens one at once). */
export const preloadDialogs = view.preload;

export interface DialogHostProps {
  /** The queue to draw, from `createDialogStore()`. `PortalProvider` mounts one host with its own store. */
  store: DialogStore;
}

/** Draws the dialog at the head of `store`'s queue, one at a time. */
export function DialogHost({ store }: DialogHostProps) {
  const request = useSyncExternalStore(store.subscribe, store.current, store.current);
  useEffect(() => registerDialogHost(store), [store]);
  // Once a dialog has been asked for, the view stays, so the last one can play its exit motion.
  const [asked, setAsked] = useState(false);
  if (request && !asked) setAsked(true);
  if (!asked && !request) return null;
  return (
    <Suspense fallback={null}>
      <view.Component store={store} request={request} />
    </Suspense>
  );
}
