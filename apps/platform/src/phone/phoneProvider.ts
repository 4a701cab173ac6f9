import type { SmsTarget } from '../verification/smsCodes';

/**
 * The phone provider (spec section 7: a phone and social authentication provider that sends and checks
 * the code itself and hands the browser an ID token). The platform only ever checks the ID token; the
 * reference platform's provider is the sandbox one, and a production provider (Firebase, checking
 * Google-signed tokens) plugs in behind the same three calls.
 */
export interface PhoneProvider {
  /** Sends a code to +countryDialingCode mobileNum. */
  sendCode(
    target: SmsTarget,
    context: { ip: string; language?: string },
  ): Promise<{ expiredMinutes: number }>;
  /** Checks a code; a right one yields the ID token (`firebaseIdToken`) and when it stops being accepted. */
  verifyCode(target: SmsTarget, code: string): Promise<{ firebaseIdToken: string; expiresAt: number }>;
  /** The phone number (+ and digits) an ID token proves, its id and end, or null (bad signature, expired). */
  verifyIdToken(token: string): Promise<{ phoneNumber: string; tokenId: string; expiresAt: number } | null>;
}

/** A number as the provider writes it: '+', the dialing code and the national number. */
export const phoneNumberOf = (target: SmsTarget) =>
  `+${target.countryDialingCode.replace(/^\+/, '')}${target.mobileNum}`;
