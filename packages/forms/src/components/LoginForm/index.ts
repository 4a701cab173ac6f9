export { LoginForm, type LoginFormProps } from './LoginForm';
export type { LoginFormLabels } from './loginLabels';
export type {
  CountryDialingCode,
  LoginCaptchaSettings,
  LoginOutcome,
  LoginPayload,
  LoginSliderSettings,
  LoginTab,
  RememberedLogin,
  SmsCodeRequest,
} from './loginTypes';
