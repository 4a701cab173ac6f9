import { whitelabelFlags, type LoginRequest, type LoginValue } from '@portal/api';
import { useApiClient, useCaptcha, useSliderChallenge, useWhitelabelFlag } from '@portal/api/react';
import { LoginForm, type LoginPayload } from '@portal/forms';
import { Dialog, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionContext';
import { useModals } from './ModalContext';
import { useFailureOutcome } from './useFailureOutcome';
import { useLoginSupport } from './useLoginSupport';
import * as styles from './modal.css';

/**
 * The login popup (spec sections 2.5 and 4): username (slider first, captcha once asked) or SMS code;
 * after success the token is kept, and an initial or expired password opens the forced change.
 */
export function LoginModal({ onLoggedIn }: { onLoggedIn?: (value: LoginValue) => void }) {
  const { t } = useTranslation('portal');
  const client = useApiClient();
  const modals = useModals();
  const session = useSession();
  const support = useLoginSupport();
  const failureOutcome = useFailureOutcome();
  const smsLogin = useWhitelabelFlag(whitelabelFlags.verificationCodeLogin);
  const freePlay = useWhitelabelFlag(whitelabelFlags.freePlay);
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const captcha = useCaptcha(captchaWanted);
  const slider = useSliderChallenge(true);

  const finish = (value: LoginValue, type: LoginRequest['type']) => {
    session.signIn(value);
    // The forced change is for password logins only (spec section 4), never SMS.
    if (type === 'username' && (value.initialPassword || value.passwordExpired)) {
      modals.open('changePassword', { forced: true });
    } else {
      modals.close();
    }
    onLoggedIn?.(value);
  };

  const submit = async (payload: LoginPayload) => {
    const request: LoginRequest =
      payload.type === 'sms'
        ? payload
        : { ...payload, captchaKey: captchaWanted ? captcha.data?.key : undefined };
    try {
      finish(await client.login(request), payload.type);
      return { ok: true } as const;
    } catch (error) {
      const outcome = failureOutcome(error);
      // The form asks for a new image itself (onRefresh below) once the captcha is needed.
      if (outcome.captchaRequired) setCaptchaWanted(true);
      void slider.refresh();
      return outcome;
    }
  };

  const freeDemo = async () => {
    const value = await client.freeplayLogin();
    sessionStorage.removeItem('cpw');
    finish(value, 'username');
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && modals.close()}>
      <Dialog.Content size="sm" closeLabel={t('modal.close')}>
        <Dialog.Title>{t('login.title')}</Dialog.Title>
        {support.ready ? (
          <LoginForm
            className={styles.form}
            smsLoginEnabled={smsLogin === true}
            mobile={support.mobile}
            countryDialingCodes={support.countryDialingCodes}
            slider={{
              challenge: slider.data,
              onRefresh: () => void slider.refresh(),
              onVerify: async (attempt) => {
                try {
                  return { ...(await client.sliderVerify(attempt)) };
                } catch {
                  return null;
                }
              },
            }}
            captcha={{
              image: captcha.data?.image,
              // The first ask turns the captcha on (which loads one); later asks load a new one.
              onRefresh: () => (captchaWanted ? void captcha.refresh() : setCaptchaWanted(true)),
            }}
            onSubmit={submit}
            onRequestSms={(request) => client.smsLoginCode(request)}
            onForgotPassword={() => modals.open('forgotPassword')}
            onRegister={() => modals.open('register')}
            onFreeDemo={freePlay ? () => void freeDemo() : undefined}
          />
        ) : (
          <Skeleton shape="rect" blockSize={320} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
