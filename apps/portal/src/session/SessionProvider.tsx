import type { LoginValue } from '@portal/api';
import { flushAllCached } from '@portal/api';
import { ApiProvider, useApiClient, useMemberInfo } from '@portal/api/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionValue } from './SessionContext';
import { readStoredToken, storeToken, takeTokenFromAddress } from './tokenStorage';

/** The brand's merchant code (fixed in the build's configuration, as the spec says). */
const merchant = import.meta.env.VITE_MERCHANT ?? 'DEMO';

export interface SessionProviderProps {
  language: string;
  children: ReactNode;
}

/** Holds the session token (address or session storage) and gives the API and the session to the app. */
export function SessionProvider({ language, children }: SessionProviderProps) {
  const [token, setToken] = useState<string | null>(() => {
    const handed = takeTokenFromAddress();
    if (handed) storeToken(handed);
    return handed ?? readStoredToken();
  });
  const changeToken = useCallback((next: string | null) => {
    storeToken(next);
    setToken(next);
  }, []);
  return (
    <ApiProvider baseUrl="" merchant={merchant} language={language} token={token}>
      <MemberSession token={token} onTokenChange={changeToken}>
        {children}
      </MemberSession>
    </ApiProvider>
  );
}

function MemberSession({
  token,
  onTokenChange,
  children,
}: {
  token: string | null;
  onTokenChange: (token: string | null) => void;
  children: ReactNode;
}) {
  const client = useApiClient();
  const info = useMemberInfo();
  const member = token ? info.data : undefined;
  const expired = Boolean(token && info.error?.code === 'NOT_LOGGED_IN');
  // A token the platform no longer knows (idle, expired, revoked) makes a visitor again.
  useEffect(() => {
    if (expired) onTokenChange(null);
  }, [expired, onTokenChange]);

  const signIn = useCallback((value: LoginValue) => onTokenChange(value.token), [onTokenChange]);
  const signOut = useCallback(async () => {
    try {
      await client.logout();
    } catch {
      // The session ends here whatever the platform answered: the token is forgotten below.
    }
    flushAllCached();
    onTokenChange(null);
  }, [client, onTokenChange]);

  const value = useMemo<SessionValue>(
    () => ({
      token,
      state: !token ? 'visitor' : member ? 'member' : 'loading',
      member,
      isAgent: member?.isAgent ?? false,
      isTrial: member?.isTrial ?? false,
      signIn,
      signOut,
      refreshMember: () => info.mutate(),
    }),
    [token, member, signIn, signOut, info],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
