import type { LoginValue } from '@portal/api';
import { createContext, useContext } from 'react';

/** The flows of the package a host shows, one at a time, where it places its dialogs. */
export type AccountFlow = 'login' | 'register' | 'forgotPassword' | 'changePassword';

/** A place of the host's site that a flow leads to once it ends. */
export type AccountPlace = 'home' | 'terms' | 'agreement';

/**
 * What the account flows ask of the site they are embedded in: which flow shows (the host places the
 * dialogs), where a finished flow leads (the host's router), and the session a login starts (the host
 * keeps the token the `ApiProvider` sends).
 */
export interface AccountHost {
  /** Shows another flow instead of the open one; `forced` makes the password change undismissable. */
  open: (flow: AccountFlow, options?: { forced?: boolean }) => void;
  /** Closes the open flow where the member is. */
  close: () => void;
  /** Closes the open flow and goes to a place of the site (home, the terms, the user agreement). */
  goTo: (place: AccountPlace) => void;
  /** Keeps a login's session: its token, and whether this was the account's first login. */
  signIn: (value: LoginValue) => void;
  /** Loads the member's info again (after a password change). */
  refreshMember: () => Promise<unknown>;
}

export const AccountHostContext = createContext<AccountHost | null>(null);

export function useAccountHost(): AccountHost {
  const host = useContext(AccountHostContext);
  if (!host) {
    throw new Error(
      '@portal/account: no account host above this component. Render the flows inside ' +
        '<AccountHostContext.Provider value={{ open, close, goTo, signIn, refreshMember }}>.',
    );
  }
  return host;
}
