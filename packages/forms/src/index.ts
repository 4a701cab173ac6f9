// The public surface of @portal/forms. The rules alone (no React) are also at '@portal/forms/rules'.
export * from './rules';
export { formsCatalogue } from './i18n/formsCatalogue';
export { useFormsTranslation } from './i18n/useFormsTranslation';
export type { FormsMessageKey, FormsMessages } from './i18n/messages/en';
export * from './components/Form';
export * from './components/SmsCodeField';
export * from './components/ChangePasswordForm';
export * from './components/DepositForm';
export * from './components/ForgotPasswordForm';
export * from './components/LoginForm';
export * from './components/FeedbackForm';
export * from './components/ActivityComment';
export * from './components/CaptchaField';
export * from './components/SliderVerification';
export * from './components/RegisterForm';
