import { useFailureOutcome } from '@portal/account';
import { useApiClient } from '@portal/api/react';
import { LoadingOverlay, useDialog } from '@portal/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadWithTexts } from '../../i18n/loadWithTexts';
import { handoverCodeIn, withoutHandoverCode } from './tokenStorage';

export interface HandoverGateProps {
  /** Keeps the session the code was exchanged for. */
  onSignIn: (token: string) => void;
  children: ReactNode;
}

/**
 * A brand's hand-over: another site opens the portal with `?token=<one-time code>`. The code leaves the
 * address at once, is exchanged once for a session of this tab, and is never kept or sent as a session
 * token, so an address cannot sign a browser into someone else's account. The app waits for the answer,
 * so a guarded route does not send the member to the login meanwhile; a code that does not work leaves
 * the tab as it was, and says so.
 */
export function HandoverGate({ onSignIn, children }: HandoverGateProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const openDialog = useDialog();
  const failure = useFailureOutcome();
  const { t } = useTranslation('portal');
  const [code] = useState(() => handoverCodeIn(location.search));
  const [pending, setPending] = useState(code !== null);
  const started = useRef(false);
  useEffect(() => {
    // Once: the code is single use.
    if (!code || started.current) return;
    started.current = true;
    void navigate(
      { pathname: location.pathname, search: withoutHandoverCode(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
    // The texts of what shows next (the member's header, or the failure's dialog) load meanwhile: the
    // first page's catalogue does not hold them.
    const texts = loadWithTexts(() => Promise.resolve()).catch(() => undefined);
    client
      .handoverLogin(code)
      .then(
        async (value) => {
          await texts;
          onSignIn(value.token);
        },
        async (error: unknown) => {
          await texts;
          void openDialog({
            icon: 'warning',
            title: t('login.title'),
            message: failure(error).message,
            buttons: [{ value: 'ok' }],
          });
        },
      )
      .finally(() => setPending(false));
  }, [code, client, navigate, location, onSignIn, openDialog, failure, t]);
  // The first page's own text: the section texts are still on their way.
  if (pending) return <LoadingOverlay visible fullscreen label={t('startup.loading')} />;
  return children;
}
