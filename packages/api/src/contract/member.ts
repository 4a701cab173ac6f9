import type { LoginValue } from './session';

/** `PUT /wps/member/register` (encrypted): the draft plus registerUrl, affiliateCode, referralCode, domain, registerMethod. */
export interface RegisterRequest {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  captchaKey?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  countryDialingCode?: string;
  registerUrl?: string;
  registerMethod?: 'WEB';
  login?: boolean;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  terms?: boolean;
  sliderChallengeId?: string;
  sliderToken?: string;
  [field: string]: unknown;
}

/** Registration logs the new member in (login=true): the same value as a login. */
export type RegisterValue = LoginValue;

/** `POST /wps/member/password` (encrypted). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `POST /wps/member/password/email` (form body). */
export interface ForgotByEmailRequest {
  username: string;
  email: string;
}

/**
 * `POST /wps/member/password/reset` (encrypted): the token of the reset e-mail's link and the new
 * password. The link works once, for minutes; every session of the account ends.
 */
export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `POST /wps/member/password/verification` (encrypted). */
export interface SetPasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}

/** `GET /wps/agent/affiliate?code=&domain=`: success says whether the code belongs to an agent. */
export interface AffiliateValue {
  code: string;
}

/** `GET /wps/v2/wallets/balance`: amounts in minor units and the 2-decimal display. */
export interface BalanceValue {
  /** Integer minor units. */
  balanceMinor: number;
  /** The balance with 2 decimals, as the spec shows it. */
  balance: string;
  currency: string;
  currencySymbol: string;
}
