import { whitelabelFlags, type LoginValue } from '@portal/api';
import { useApiClient, useWhitelabelFlag } from '@portal/api/react';
import { LoginForm } from '@portal/forms';
import { Dialog, Skeleton, useDialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { useModals } from './ModalContext';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useFailureOutcome } from './useFailureOutcome';
import { useLoginForm } from './useLoginForm';
import { PortalBanner } from '../layout/PortalBanner';
import * as styles from './modal.css';

/**
 * The login popup (spec sections 2.5 and 4): username (slider first, captcha once asked) or SMS code;
 * after success the token is kept, and an initial or expired password opens the forced change;
 * otherwise the popup closes and the member goes home. The free demo logs in a trial account.
 */
export function LoginModal() {
  const { t } = useTranslation('portal');
  const client = useApiClient();
  const modals = useModals();
  const session = useSession();
  const navigate = useNavigate();
  const openDialog = useDialog();
  const failureOutcome = useFailureOutcome();
  const smsLogin = useWhitelabelFlag(whitelabelFlags.verificationCodeLogin);
  const freePlay = useWhitelabelFlag(whitelabelFlags.freePlay);

  const home = () => {
    modals.close();
    void navigate('/');
  };
  const finish = (value: LoginValue, type: 'username' | 'sms') => {
    // The forced change is for password logins only (spec section 4), never SMS or the phone provider.
    if (type === 'username' && (value.initialPassword || value.passwordExpired)) {
      modals.open('changePassword', { forced: true });
    } else {
      home();
    }
  };
  const login = useLoginForm({ onLoggedIn: finish });

  const freeDemo = async () => {
    try {
      const value = await client.freeplayLogin();
      sessionStorage.removeItem('cpw');
      session.signIn(value);
      home();
    } catch (error) {
      void openDialog({
        icon: 'warning',
        message: failureOutcome(error).message,
        buttons: [{ value: 'ok' }],
      });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && modals.close()}>
      <Dialog.Content size="sm" closeLabel={t('modal.close')}>
        <Dialog.Title>{t('login.title')}</Dialog.Title>
        <PortalBanner group="w_login" placement="modal" onFollow={() => modals.close()} />
        {login.ready ? (
          <LoginForm
            className={styles.form}
            smsLoginEnabled={smsLogin === true}
            {...login.formProps}
            onFreeDemo={freePlay ? () => void freeDemo() : undefined}
            social={<SocialLoginButtons />}
          />
        ) : (
          <Skeleton shape="rect" blockSize={320} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
