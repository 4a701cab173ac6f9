import { apiMessageNamespace, whitelabelFlags } from '@portal/api';
import { useApiClient, useWhitelabelFlag } from '@portal/api/react';
import { ForgotPasswordForm, type ForgotByPhonePayload, type SmsCodeRequest } from '@portal/forms';
import { Dialog, Skeleton, useDialog } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountHost } from '../host/AccountHostContext';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useLoginSupport } from '../hooks/useLoginSupport';
import { useWordedCall } from '../hooks/useWordedCall';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './dialog.css';
import { useSliderChallengeDialog } from './useSliderChallengeDialog';

export interface ForgotPasswordDialogProps {
  /** Shown above the form (the portal: its account-help banners). */
  banner?: ReactNode;
}

/**
 * The forgot-password modal (spec sections 2.5 and 4): by e-mail (a link to set a new password is sent if
 * the pair matches, then the in_been_out confirmation) or by phone (an SMS code sets the new password; then the slider, the login
 * with the number as the username, and home).
 */
export function ForgotPasswordDialog({ banner }: ForgotPasswordDialogProps) {
  const { t } = useAccountTranslation();
  const { t: api } = useTranslation(apiMessageNamespace);
  const client = useApiClient();
  const host = useAccountHost();
  const confirm = useDialog();
  const support = useLoginSupport();
  const failureOutcome = useFailureOutcome();
  const worded = useWordedCall();
  const challenge = useSliderChallengeDialog();
  const phoneReset = useWhitelabelFlag(whitelabelFlags.phonePasswordReset);

  const byEmail = async (payload: { username: string; email: string }) => {
    try {
      await client.forgotByEmail(payload);
      host.close();
      await confirm({ icon: 'success', title: t('forgot.title'), message: api('in_been_out') });
      return { ok: true } as const;
    } catch (error) {
      return failureOutcome(error);
    }
  };

  const byPhone = async (payload: ForgotByPhonePayload) => {
    try {
      await client.setPasswordByPhone(payload);
    } catch (error) {
      return failureOutcome(error);
    }
    // The password is set: whatever happens next, the member can log in with it.
    const slider = await challenge.ask();
    try {
      if (!slider) throw new Error('The slider was closed.');
      const value = await client.login({
        type: 'username',
        username: payload.mobileNum.trim(),
        countryDialingCode: payload.countryDialingCode,
        password: payload.newPassword,
        ...slider,
      });
      host.signIn(value);
      host.goTo('home');
    } catch {
      host.open('login');
      void confirm({ icon: 'success', title: t('forgot.title'), message: t('forgot.phoneDone') });
    }
    return { ok: true } as const;
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && host.close()}>
      <Dialog.Content size="sm">
        <Dialog.Title>{t('forgot.title')}</Dialog.Title>
        {banner}
        {support.ready && phoneReset !== undefined ? (
          <ForgotPasswordForm
            className={styles.form}
            phoneResetEnabled={phoneReset}
            mobile={support.mobile}
            countryDialingCodes={support.countryDialingCodes}
            onRequestSms={worded((request: SmsCodeRequest) => client.smsLoginCode(request))}
            onSubmitEmail={byEmail}
            onSubmitPhone={byPhone}
          />
        ) : (
          <Skeleton shape="rect" blockSize={300} />
        )}
      </Dialog.Content>
      {challenge.dialog}
    </Dialog.Root>
  );
}
