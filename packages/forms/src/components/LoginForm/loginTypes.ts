import type {
  SliderChallenge,
  SliderVerificationFields,
  SliderVerificationProps,
} from '../SliderVerification';

export type LoginTab = 'username' | 'sms';

/**
 * The login request (spec section 3). For the SMS type, `username` is the mobile number and `password`
 * the SMS code. The username type carries the slider verification's extra fields, and the captcha only
 * when the platform asked for it.
 */
export type LoginPayload =
  | (SliderVerificationFields & {
      type: 'username';
      username: string;
      password: string;
      captcha?: string;
    })
  | { type: 'sms'; username: string; password: string; countryDialingCode: string };

/** How a login ended: a failure's message (a catalogue key or the server's text) and the captcha flag. */
export type LoginOutcome = { ok: true } | { ok: false; message?: string; captchaRequired?: boolean };

/**
 * What the portal remembers for 24 hours (spec section 3: last username, remember flag, SMS login
 * details). Never the password: the browser's password manager keeps it, through `autocomplete`.
 */
export interface RememberedLogin {
  username?: string;
  remember?: boolean;
  mobileNum?: string;
  countryDialingCode?: string;
}

/** The slider puzzle the username login must pass first (see `SliderVerification`). */
export interface LoginSliderSettings {
  challenge: SliderChallenge | undefined;
  onVerify: SliderVerificationProps['onVerify'];
  onRefresh: () => void;
  /** The captcha the slider service asks for with each try after repeated misses. */
  captcha?: SliderVerificationProps['captcha'];
}

/** The captcha shown after a failed login asked for it (see `CaptchaField`). */
export interface LoginCaptchaSettings {
  /** The base64 PNG, or undefined while it loads. */
  image: string | undefined;
  /** Asks the host for a new image: called when the captcha appears and after each failed login. */
  onRefresh: () => void;
}

export interface CountryDialingCode {
  value: string;
  label: string;
}

/** The SMS code request (spec section 3): the number and its country dialing code. */
export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}
