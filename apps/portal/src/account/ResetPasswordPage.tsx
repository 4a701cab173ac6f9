import { isResetToken, ResetPasswordForm, useAccountTranslation } from '@portal/account';
import { Button } from '@portal/ui';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { InfoPage } from '../pages/InfoPage';
import * as styles from '../pages/pages.css';
import { PageNotice } from '../shell/failure/PageNotice';
import { useModals } from '../shell/modals/ModalContext';
import { PortalAccountHost } from './PortalAccountHost';

/**
 * /resetPassword#<token>: the page a forgot-by-e-mail link opens, around the account's reset form. The
 * token is read once and leaves the address bar (and the history) at once.
 */
export function ResetPasswordPage() {
  const { t } = useAccountTranslation();
  const modals = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => location.hash.slice(1));
  useEffect(() => {
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  const askAgain = (
    <Button variant="secondary" onClick={() => modals.open('forgotPassword')}>
      {t('resetPassword.askAgain')}
    </Button>
  );
  if (!isResetToken(token)) {
    return (
      <PageNotice
        icon={<KeyRound size={36} />}
        title={t('resetPassword.invalidTitle')}
        text={t('resetPassword.invalidText')}
        action={askAgain}
      />
    );
  }
  return (
    <InfoPage title={t('resetPassword.title')}>
      <div className={styles.resetForm}>
        <PortalAccountHost>
          <ResetPasswordForm token={token} onDone={() => void navigate('/', { replace: true })} />
        </PortalAccountHost>
        {askAgain}
      </div>
    </InfoPage>
  );
}
