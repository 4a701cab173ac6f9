import { whitelabelFlags, type RegisterRequest } from '@portal/api';
import { useApiClient, useCaptcha, usePhoneProvider, useWhitelabelFlag } from '@portal/api/react';
import {
  RegisterForm,
  type RegisterMode,
  type RegisterPayload,
  type RegisterPhone,
  type RegisterPhoneVerification,
} from '@portal/forms';
import { Dialog, Skeleton } from '@portal/ui';
import type { ReactNode } from 'react';
import { useAccountHost } from '../host/AccountHostContext';
import { useFailureOutcome } from '../hooks/useFailureOutcome';
import { useLoginSupport } from '../hooks/useLoginSupport';
import { useWordedCall } from '../hooks/useWordedCall';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './dialog.css';
import { useSliderChallengeDialog } from './useSliderChallengeDialog';

export interface RegisterDialogProps {
  /** Shown above the form (the portal: its sign-up banners). */
  banner?: ReactNode;
  /** The referral code the address brought (/register?referralCode=). */
  referralCode?: string;
  /** The address's invitation (affiliate) code. */
  affiliateCode?: string;
}

/**
 * The registration modal (spec sections 2.5 and 4): username or mobile mode as the site allows, the
 * settings' fields, the invitation code, the slider challenge and the SMS code; success logs in and goes to /.
 */
export function RegisterDialog({ banner, referralCode, affiliateCode }: RegisterDialogProps) {
  const { t } = useAccountTranslation();
  const client = useApiClient();
  const host = useAccountHost();
  const support = useLoginSupport();
  const failureOutcome = useFailureOutcome();
  const mobileRegistration = useWhitelabelFlag(whitelabelFlags.mobileRegistration);
  const smsVerification = useWhitelabelFlag(whitelabelFlags.mobileSmsVerification);
  const mobilePassword = useWhitelabelFlag(whitelabelFlags.mobilePasswordRegistration);
  const captchaShown = Boolean(support.registerSettings?.fields.captcha?.show);
  const captcha = useCaptcha(captchaShown);
  const phone = usePhoneProvider();
  const worded = useWordedCall();
  const challenge = useSliderChallengeDialog();

  const modes: RegisterMode[] = mobileRegistration ? ['mobile', 'username'] : ['username'];
  const close = () => host.goTo('home');

  const submit = async ({ mode, ...payload }: RegisterPayload) => {
    const draft = {
      ...payload,
      captchaKey: captchaShown ? captcha.data?.key : undefined,
    } as RegisterRequest;
    try {
      const value = mode === 'mobile' ? await client.registerMobile(draft) : await client.register(draft);
      host.signIn(value);
      close();
      return { ok: true } as const;
    } catch (error) {
      if (captchaShown) void captcha.refresh();
      return failureOutcome(error);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && host.close()}>
      <Dialog.Content size="md">
        <Dialog.Title>{t('register.title')}</Dialog.Title>
        {banner}
        {support.ready && phone.ready && support.registerSettings && mobileRegistration !== undefined ? (
          <RegisterForm
            className={styles.form}
            modes={modes}
            fields={support.registerSettings.fields}
            mobile={support.mobile}
            smsVerification={smsVerification === true}
            mobilePassword={mobilePassword === true}
            countryDialingCodes={support.countryDialingCodes}
            captcha={
              captchaShown
                ? { image: captcha.data?.image, onRefresh: () => void captcha.refresh() }
                : undefined
            }
            affiliateCodeFromUrl={affiliateCode}
            referralCode={referralCode}
            domain={window.location.hostname}
            onCheckAffiliate={async (code) => {
              try {
                await client.affiliate(code, window.location.hostname);
                return true;
              } catch {
                return false;
              }
            }}
            onChallenge={async () => {
              const fields = await challenge.ask();
              return fields ? { ...fields } : null;
            }}
            phoneProvider={Boolean(phone.provider)}
            onVerifyPhone={
              phone.provider
                ? worded(({ verificationCode, ...number }: RegisterPhoneVerification) =>
                    phone.provider!.verifyCode({ ...number, code: verificationCode }),
                  )
                : undefined
            }
            onRequestSms={worded((number: RegisterPhone) =>
              phone.provider
                ? phone.provider.sendCode(number)
                : client.smsRegisterCode({
                    mobileNo: number.mobileNum,
                    countryDialingCode: number.countryDialingCode,
                  }),
            )}
            onSubmit={submit}
            onOpenTerms={() => host.goTo('terms')}
            onOpenAgreement={() => host.goTo('agreement')}
            onForgotPassword={() => host.open('forgotPassword')}
            onCancel={close}
          />
        ) : (
          <Skeleton shape="rect" blockSize={420} />
        )}
      </Dialog.Content>
      {challenge.dialog}
    </Dialog.Root>
  );
}
