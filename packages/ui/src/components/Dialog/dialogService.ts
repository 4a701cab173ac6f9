import { devWarning } from '../../utils/devWarning';
import { createMountedRegistry } from '../../utils/mountedRegistry';
import type { DialogOptions, DialogStore } from './dialogStore';

const hosts = createMountedRegistry<DialogStore>();

/** Called by `DialogHost` on mount; returns the function that forgets the host on unmount. */
export const registerDialogHost = hosts.register;

/**
 * Opens the generic dialog (icon, title, message or sanitised HTML, buttons, optional timeout) in the
 * most recently mounted `PortalProvider`. Resolves with the pressed button's value, or `undefined`
 * when dismissed or timed out. Dialogs queue: each waits until the one before it closes.
 * Inside components prefer `useDialog()`, which targets the nearest provider.
 */
export function dialog(options: DialogOptions): Promise<string | undefined> {
  const store = hosts.latest();
  if (!store) {
    devWarning(
      'dialog(): no dialog host is mounted. Render your app inside <PortalProvider> (it mounts the ' +
        'dialog host), or mount <DialogHost store={createDialogStore()} /> yourself.',
    );
    return Promise.resolve(undefined);
  }
  return store.open(options);
}
