import type { LoginValue, MemberInfo } from '@portal/api';
import { createContext, useContext } from 'react';

export interface SessionValue {
  token: string | null;
  /** 'loading' while a token's member info loads; 'member' once it has. */
  state: 'visitor' | 'loading' | 'member';
  member: MemberInfo | undefined;
  isAgent: boolean;
  isTrial: boolean;
  /** This login is the account's first: execution-F announcements and the welcome dialog follow it. */
  firstLogin: boolean;
  /** The welcome is done (closed): the first-login extras end. */
  endFirstLogin(): void;
  /** Keeps a login's token and loads the member (spec section 4, after success). */
  signIn(value: LoginValue): void;
  /** Logs out, clears the session storage (merchant codes kept) and the flags. */
  signOut(): Promise<void>;
  refreshMember(): Promise<unknown>;
  /** The platform holds the language shown (or there is no member): calls it words may be asked. */
  languageSynced: boolean;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs <SessionProvider> around the app.');
  return session;
}
