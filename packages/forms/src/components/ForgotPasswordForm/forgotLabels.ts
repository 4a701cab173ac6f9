import type { useFormsTranslation } from '../../i18n/useFormsTranslation';

type Translate = ReturnType<typeof useFormsTranslation>['t'];

/** Every text of the forgot-password form, from the forms catalogue unless the host overrides it. */
export const forgotLabels = (t: Translate) => ({
  method: t('forgot.method'),
  emailMethod: t('forgot.method.email'),
  mobileMethod: t('forgot.method.mobileNum'),
  username: t('field.username'),
  email: t('field.email'),
  countryDialingCode: t('field.countryDialingCode'),
  mobileNum: t('field.mobileNum'),
  verificationCode: t('field.verificationCode'),
  newPassword: t('field.newPassword'),
  submit: t('action.resetPassword'),
});

export type ForgotPasswordFormLabels = ReturnType<typeof forgotLabels>;
