import { useState, type ReactNode } from 'react';
import { createDialogStore } from './dialogStore';
import { DialogHost } from './DialogHost';
import { DialogServiceContext } from './DialogServiceContext';

/** One dialog queue and its host per `PortalProvider`, so `useDialog()` opens in the right brand. */
export function DialogServiceProvider({ children }: { children?: ReactNode }) {
  const [store] = useState(createDialogStore);
  return (
    <DialogServiceContext.Provider value={store}>
      {children}
      <DialogHost store={store} />
    </DialogServiceContext.Provider>
  );
}
