import { useFirstLogin } from '@portal/account';
import { apiMessageNamespace, flushAllCached, type LoginValue } from '@portal/api';
import { ApiProvider, useApiClient, useMemberInfo } from '@portal/api/react';
import { useDialog } from '@portal/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext, type SessionValue } from './SessionContext';
import { addressHandoverCode, readStoredToken, storeToken } from './tokenStorage';
import { useMemberLanguage } from './useMemberLanguage';

/** The brand's merchant code (fixed in the build's configuration, as the spec says). */
const merchant = import.meta.env.VITE_MERCHANT ?? 'DEMO';

/** The hand-over's exchange loads only when the address carries a code: most visits never need it. */
const HandoverGate = lazy(() =>
  import('./HandoverGate').then((module) => ({ default: module.HandoverGate })),
);

export interface SessionProviderProps {
  language: string;
  children: ReactNode;
}

/**
 * Holds the session token (session storage, or the session a hand-over code in the address was
 * exchanged for) and gives the API and the session to the app.
 */
export function SessionProvider({ language, children }: SessionProviderProps) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const changeToken = useCallback((next: string | null) => {
    storeToken(next);
    setToken(next);
  }, []);
  // Read once, as the page opened: the gate takes the code out of the address at once.
  const [handedOver] = useState(() => addressHandoverCode() !== null);
  const session = (
    <MemberSession token={token} language={language} onTokenChange={changeToken}>
      {children}
    </MemberSession>
  );
  return (
    <ApiProvider baseUrl="" merchant={merchant} language={language} token={token}>
      {handedOver ? (
        <Suspense fallback={null}>
          <HandoverGate onSignIn={changeToken}>{session}</HandoverGate>
        </Suspense>
      ) : (
        session
      )}
    </ApiProvider>
  );
}

function MemberSession({
  token,
  language,
  onTokenChange,
  children,
}: {
  token: string | null;
  language: string;
  onTokenChange: (token: string | null) => void;
  children: ReactNode;
}) {
  const client = useApiClient();
  const info = useMemberInfo();
  const member = token ? info.data : undefined;
  // SWR's bound mutate keeps its identity while the key does; the response object is new on every render,
  // and a callback on it would turn the session's value over (and the whole app with it) each time.
  const { mutate: mutateInfo } = info;
  const refreshMember = useCallback(() => mutateInfo(), [mutateInfo]);
  const { synced: languageSynced } = useMemberLanguage(language, member, refreshMember);
  const expired = Boolean(token && info.error?.code === 'NOT_LOGGED_IN');
  // A token the platform no longer knows (idle, expired, revoked) makes a visitor again.
  const openDialog = useDialog();
  const { t } = useTranslation(apiMessageNamespace);
  const { t: portal } = useTranslation('portal');
  useEffect(() => {
    if (!expired) return;
    onTokenChange(null);
    // Spec section 8: the member is told, rather than finding the header changed under them.
    void openDialog({
      icon: 'warning',
      title: portal('session.ended'),
      message: t('errors.notLoggedIn'),
      buttons: [{ value: 'ok' }],
    });
  }, [expired, onTokenChange, openDialog, t, portal]);

  // The login's answer says whether this is the account's first login; the portal keeps that for this visit.
  const { firstLogin, noteLogin, end: endFirstLogin } = useFirstLogin(member);
  const signIn = useCallback(
    (value: LoginValue) => {
      noteLogin(value);
      onTokenChange(value.token);
    },
    [noteLogin, onTokenChange],
  );
  const signOut = useCallback(async () => {
    try {
      await client.logout();
    } catch {
      // The session ends here whatever the platform answered: the token is forgotten below.
    }
    flushAllCached();
    endFirstLogin();
    onTokenChange(null);
  }, [client, endFirstLogin, onTokenChange]);

  const value = useMemo<SessionValue>(
    () => ({
      token,
      state: !token ? 'visitor' : member ? 'member' : 'loading',
      member,
      isAgent: member?.isAgent ?? false,
      isTrial: member?.isTrial ?? false,
      firstLogin,
      endFirstLogin,
      signIn,
      signOut,
      refreshMember,
      languageSynced,
    }),
    [token, member, firstLogin, endFirstLogin, signIn, signOut, refreshMember, languageSynced],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
