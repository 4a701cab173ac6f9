import { createContext, useContext } from 'react';

/** The portal's modals (spec section 2.5) that the session flows open by name. */
export type ModalName = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'help';

export interface ModalState {
  name: ModalName | null;
  /** The change-password modal forced after login (initial or expired password): no way around it. */
  forced?: boolean;
  /** /register?referralCode= and the address's affiliate code, for the registration modal. */
  referralCode?: string;
  affiliateCode?: string;
}

export interface ModalsValue extends ModalState {
  open(name: ModalName, options?: Omit<ModalState, 'name'>): void;
  close(): void;
}

export const ModalContext = createContext<ModalsValue | null>(null);

export function useModals(): ModalsValue {
  const modals = useContext(ModalContext);
  if (!modals) throw new Error('useModals needs <ModalProvider> around the app.');
  return modals;
}
