import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ModalContext, type ModalsValue, type ModalState } from './ModalContext';

/** One modal at a time, as the session flows move from one to the next (login → change password). */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ name: null });
  const open = useCallback<ModalsValue['open']>((name, options = {}) => setState({ ...options, name }), []);
  const close = useCallback(() => setState({ name: null }), []);
  const value = useMemo(() => ({ ...state, open, close }), [state, open, close]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}
