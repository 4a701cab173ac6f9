import { createContext } from 'react';
import type { DialogStore } from './dialogStore';

/** The dialog queue of the nearest `PortalProvider`; `useDialog()` opens dialogs through it. */
export const DialogServiceContext = createContext<DialogStore | null>(null);
