/** Extra fields of a passed slider verification (`POST /wps/verification/slider`). */
export interface SliderFields {
  sliderChallengeId: string;
  sliderToken: string;
}

/**
 * `POST /wps/session/login` (encrypted). For type 'sms', `username` is the mobile number and
 * `password` the SMS code (or `firebaseChannel: 'sms'` with the phone provider's `firebaseIdToken`).
 * The username type needs the slider fields, and `captcha` (with the `captchaKey` of the image) once a
 * failed login asked for it.
 */
export type LoginRequest =
  | (Partial<SliderFields> & {
      type: 'username';
      username: string;
      password: string;
      captcha?: string;
      captchaKey?: string;
      /** When `username` is the account's mobile number (the login after a reset by phone); the site's first code otherwise. */
      countryDialingCode?: string;
      /** The agent page's login: a right password of an account that is not an agent gets NOT_AGENT and no session. */
      agentOnly?: boolean;
    })
  | {
      type: 'sms';
      username: string;
      /** The SMS code; not needed (may be '') with the phone provider's ID token. */
      password: string;
      countryDialingCode: string;
      /** The phone provider verified the number: its ID token replaces the SMS code. */
      firebaseChannel?: 'sms';
      firebaseIdToken?: string;
    };

/** The login value (saved by the client as user info). */
export interface LoginValue {
  token: string;
  /** The first login of this account. */
  firstTimeLogin: boolean;
  /** Password expiry is on and the password is older than allowed: a change is due. */
  passwordExpired: boolean;
  /** The password is the product's default initial one: a change is due (the value is never sent). */
  initialPassword: boolean;
  /** Seconds until the session ends if unused. */
  idleTimeoutSeconds: number;
  /** When this account last logged in before this login (ISO): shown as "Last login"; absent on a first login. */
  previousLoginAt?: string;
}

/** `POST /wps/session/handover` (with the member's token): a one-time code for another site to hand over. */
export interface HandoverCodeValue {
  code: string;
  /** Seconds the code may still be exchanged; it is spent by the first exchange. */
  expiresInSeconds: number;
}

/** `POST /wps/session/login/handover`: a hand-over code; answers a LoginValue with a new session. */
export interface HandoverLoginRequest {
  code: string;
}

/** A failed login's value: whether the next try needs the captcha, and a lock's end. */
export interface LoginFailureValue {
  captcha: boolean;
  /** When the account or address may try again (epoch ms), while locked. */
  lockedUntil?: number;
}

/** `POST /wps/session/login/freeplay`: os, platform 'W', the encrypted value, gateway version 3. */
export interface FreeplayRequest {
  os: string;
  platform: 'W';
  /** The encrypted payload (may carry the device's language). */
  value: unknown;
  gatewayVersion: 3;
}

/** `GET /wps/member/info`. */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  userName: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  language: string;
  currencySymbol: string;
  currency: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  /** Present while the account still has the temporary password (the change form skips the old one). */
  hasTemporaryPassword: boolean;
}

/** `GET /wps/member/info/icon`: the base of the avatar images and this member's own. */
export interface MemberIcon {
  imgUrl: string;
}
