import type { RegisterFieldName, RegisterMode } from '../../rules';

/** The fields of the registration draft (spec section 3), the extra contact and identity fields included. */
export type RegisterDraftField = RegisterFieldName | 'referralCode' | 'domain' | 'countryDialingCode';

/** The registration draft: every field as text, empty when the form did not ask it. */
export type RegisterDraft = Record<RegisterDraftField, string>;

/** What the anti-bot challenge yields; merged into the payload as it comes (spec section 3). */
export type RegisterChallengeFields = Record<string, string>;

/**
 * The register call's body: the draft, the mode it was made in, `login: true` (log in at once), and
 * `firebaseChannel: 'sms'` with `firebaseIdToken` only when the phone provider verified the number;
 * the anti-bot challenge's own fields come along under their own names.
 */
export type RegisterPayload = RegisterDraft & {
  mode: RegisterMode;
  login: true;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
} & { readonly [challengeField: string]: string | boolean | undefined };

/** How the register call ended: a failure's message is a catalogue key or the server's own text. */
export type RegisterOutcome = { ok: true } | { ok: false; message?: string };

/** The number the SMS code goes to (spec section 3: SMS code request). */
export interface RegisterPhone {
  mobileNum: string;
  countryDialingCode: string;
}

/** What the phone provider checks: the number and the code the person received. */
export interface RegisterPhoneVerification extends RegisterPhone {
  verificationCode: string;
}

/** The captcha image and how to ask for a new one (see `CaptchaField`). */
export interface RegisterCaptcha {
  /** The base64 PNG, or undefined while it loads. */
  image: string | undefined;
  /** Asks the host for a new image (also called when the mode changes). */
  onRefresh: () => void;
}

/** The form's own values: every draft field the person may type, and the terms box. */
export type RegisterFormValues = Record<RegisterFieldName | 'countryDialingCode', string> & {
  terms: boolean;
};
