import { whitelabelFlags, type LoginValue } from '@portal/api';
import { useApiClient, useWhitelabelFlag } from '@portal/api/react';
import { LoginForm } from '@portal/forms';
import { Dialog, Skeleton, useDialog } from '@portal/ui';
import type { ReactNode } from 'react';
import { useAccountHost } from '../host/AccountHostContext';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useLoginForm } from '../hooks/useLoginForm';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './dialog.css';

export interface LoginDialogProps {
  /** Shown above the form (the portal: its login banners). */
  banner?: ReactNode;
  /** The social sign-in buttons, when the site offers them. */
  social?: ReactNode;
}

/**
 * The login popup (spec sections 2.5 and 4): username (slider first, captcha once asked) or SMS code;
 * after success the token is kept, and an initial or expired password opens the forced change;
 * otherwise the popup closes and the member goes home. The free demo logs in a trial account.
 */
export function LoginDialog({ banner, social }: LoginDialogProps) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const host = useAccountHost();
  const openDialog = useDialog();
  const failureOutcome = useFailureOutcome();
  const smsLogin = useWhitelabelFlag(whitelabelFlags.verificationCodeLogin);
  const freePlay = useWhitelabelFlag(whitelabelFlags.freePlay);

  const finish = (value: LoginValue, type: 'username' | 'sms') => {
    // The forced change is for password logins only (spec section 4), never SMS or the phone provider.
    if (type === 'username' && (value.initialPassword || value.passwordExpired)) {
      host.open('changePassword', { forced: true });
    } else {
      host.goTo('home');
    }
  };
  const login = useLoginForm({ onLoggedIn: finish });

  const freeDemo = async () => {
    try {
      const value = await client.freeplayLogin();
      // Spec section 4: the free demo removes the temporary 'cpw' session value.
      sessionStorage.removeItem('cpw');
      host.signIn(value);
      host.goTo('home');
    } catch (error) {
      void openDialog({
        icon: 'warning',
        message: failureOutcome(error).message,
        buttons: [{ value: 'ok' }],
      });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && host.close()}>
      <Dialog.Content size="sm">
        <Dialog.Title>{t('login.title')}</Dialog.Title>
        {banner}
        {login.ready ? (
          <LoginForm
            className={styles.form}
            smsLoginEnabled={smsLogin === true}
            {...login.formProps}
            onFreeDemo={freePlay ? () => void freeDemo() : undefined}
            social={social}
          />
        ) : (
          <Skeleton shape="rect" blockSize={320} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
