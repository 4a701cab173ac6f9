import type { useFormsTranslation } from '../../i18n/useFormsTranslation';

type Translate = ReturnType<typeof useFormsTranslation>['t'];

/** Every text of the registration form, from the forms catalogue unless the host overrides it. */
export const registerLabels = (t: Translate) => ({
  modes: t('register.modes'),
  usernameMode: t('register.mode.username'),
  mobileMode: t('register.mode.mobile'),
  username: t('field.username'),
  password: t('field.password'),
  confirmPassword: t('field.confirmPassword'),
  countryDialingCode: t('field.countryDialingCode'),
  mobileNum: t('field.mobileNum'),
  verificationCode: t('field.verificationCode'),
  captcha: t('field.captcha'),
  email: t('field.email'),
  payeeName: t('field.payeeName'),
  paymentPassword: t('field.paymentPassword'),
  qqNum: t('field.qqNum'),
  line: t('field.line'),
  whatsapp: t('field.whatsapp'),
  facebook: t('field.facebook'),
  wechat: t('field.wechat'),
  idNumber: t('field.idNumber'),
  recommenderId: t('field.recommenderId'),
  affiliateCode: t('field.affiliateCode'),
  zalo: t('field.zalo'),
  skype: t('field.skype'),
  telegram: t('field.telegram'),
  realName: t('field.realName'),
  fullName: t('field.fullName'),
  birthday: t('field.birthday'),
  nickname: t('field.nickname'),
  transactionPassword: t('field.transactionPassword'),
  termsPrefix: t('terms.prefix'),
  termsName: t('field.termsName'),
  termsAnd: t('terms.and'),
  userAgreement: t('terms.userAgreement'),
  submit: t('action.register'),
  cancel: t('action.cancel'),
  forgotPassword: t('action.forgotPassword'),
});

export type RegisterFormLabels = ReturnType<typeof registerLabels>;
