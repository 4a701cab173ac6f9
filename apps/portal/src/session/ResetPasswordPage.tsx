import { useApiClient } from '@portal/api/react';
import { ChangePasswordForm, type ChangePasswordPayload } from '@portal/forms';
import { Button, useDialog } from '@portal/ui';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModals } from '../modals/ModalContext';
import { useFailureOutcome } from '../modals/useFailureOutcome';
import { InfoPage } from '../pages/InfoPage';
import { PageNotice } from '../pages/PageNotice';
import * as styles from '../pages/pages.css';

/** A reset link's token: 32 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * /resetPassword#<token>: the page a forgot-by-e-mail link opens. The new password twice, by the site's
 * rule; the link works once, every session of the account ends, and the player logs in with the new
 * password. The token is read once and leaves the address bar (and the history) at once.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('portal');
  const client = useApiClient();
  const modals = useModals();
  const navigate = useNavigate();
  const location = useLocation();
  const confirm = useDialog();
  const failureOutcome = useFailureOutcome();
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
  if (!tokenPattern.test(token)) {
    return (
      <PageNotice
        icon={<KeyRound size={36} />}
        title={t('resetPassword.invalidTitle')}
        text={t('resetPassword.invalidText')}
        action={askAgain}
      />
    );
  }

  const submit = async ({ newPassword, confirmNewPassword }: ChangePasswordPayload) => {
    try {
      await client.resetPassword({ token, newPassword, confirmNewPassword });
    } catch (error) {
      return failureOutcome(error);
    }
    void navigate('/', { replace: true });
    modals.open('login');
    void confirm({ icon: 'success', title: t('resetPassword.title'), message: t('forgot.phoneDone') });
    return { ok: true } as const;
  };

  return (
    <InfoPage title={t('resetPassword.title')}>
      <div className={styles.resetForm}>
        <ChangePasswordForm
          hasTemporaryPassword
          labels={{ temporary: t('resetPassword.lead') }}
          onSubmit={submit}
        />
        {askAgain}
      </div>
    </InfoPage>
  );
}
