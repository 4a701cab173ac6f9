/**
 * The phone provider (the product's phone and social authentication provider) sends and checks a code
 * for +countryDialingCode mobileNum and hands the browser an ID token, which registration
 * (`firebaseChannel: 'sms'`, `firebaseIdToken`) and the SMS login accept instead of the platform's
 * own SMS code. The reference platform's provider is a sandbox one behind these two calls.
 */
export interface PhoneCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export interface PhoneVerifyRequest extends PhoneCodeRequest {
  code: string;
}

export interface PhoneVerifyValue {
  firebaseIdToken: string;
  /** When the token stops being accepted (epoch ms). */
  expiresAt: number;
}
