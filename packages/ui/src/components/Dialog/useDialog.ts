import { useContext, useMemo } from 'react';
import { dialog } from './dialogService';
import type { DialogOptions } from './dialogStore';
import { DialogServiceContext } from './DialogServiceContext';

/** The `dialog(options)` function of the nearest `PortalProvider` (see `dialog`). */
export function useDialog(): (options: DialogOptions) => Promise<string | undefined> {
  const store = useContext(DialogServiceContext);
  return useMemo(() => (store ? (options: DialogOptions) => store.open(options) : dialog), [store]);
}
