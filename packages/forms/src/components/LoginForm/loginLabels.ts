import type { useFormsTranslation } from '../../i18n/useFormsTranslation';

type Translate = ReturnType<typeof useFormsTranslation>['t'];

/** Every text of the login form, from the forms catalogue unless the host overrides it. */
export const loginLabels = (t: Translate) => ({
  tabs: t('login.tabs'),
  usernameTab: t('login.tab.username'),
  smsTab: t('login.tab.sms'),
  username: t('field.username'),
  password: t('field.password'),
  countryDialingCode: t('field.countryDialingCode'),
  mobileNum: t('field.mobileNum'),
  verificationCode: t('field.verificationCode'),
  remember: t('field.remember'),
  forgotPassword: t('action.forgotPassword'),
  submit: t('action.login'),
  noAccount: t('login.noAccount'),
  register: t('action.register'),
  freeDemo: t('action.freeDemo'),
  social: t('login.social'),
});

export type LoginFormLabels = ReturnType<typeof loginLabels>;
