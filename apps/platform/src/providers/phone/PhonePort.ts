/** A mobile number as the forms send it: the dialing code and the national number apart. */
export interface PhoneNumberParts {
  countryDialingCode: string;
  mobileNum: string;
}

/** What an ID token proves: the number (+ and digits), the token's id (to spend it once) and its end (epoch ms). */
export interface PhoneProof {
  phoneNumber: string;
  tokenId: string;
  expiresAt: number;
}

/**
 * The phone verification port (`platform.phone`, chosen by PHONE_PROVIDER; null when the site sends the
 * platform's own SMS codes). Spec section 7: the provider sends and checks the code itself, in the browser
 * with its own SDK, and hands the browser an ID token that registration and the SMS login carry as
 * `firebaseIdToken`. The platform only ever checks that token. Firebase phone auth plugs in as
 * `verifyIdToken`: verify the RS256 signature against Google's published keys (`jose`'s
 * `createRemoteJWKSet`), the issuer `https://securetoken.google.com/<project>`, the audience `<project>`
 * and the expiry, then read `phone_number` and `exp`; Firebase tokens carry no `jti`, so a hash of the
 * token serves as its `tokenId` (what the platform spends to accept each token once).
 */
export interface PhonePort {
  /** The name the site configuration announces (`phoneProvider`), so the portal picks the matching SDK. */
  readonly name: string;
  /** The number an ID token proves, or null (bad signature, another issuer or audience, expired, malformed). */
  verifyIdToken(token: string): Promise<PhoneProof | null>;
  /**
   * Only a sandbox has this: the stand-in for the provider's browser SDK, served by the sandbox phone
   * routes. A real provider leaves it out and those routes answer SANDBOX_ONLY.
   */
  readonly sandbox?: {
    /** Sends a code to +countryDialingCode mobileNum. */
    sendCode(
      target: PhoneNumberParts,
      context: { ip: string; language?: string },
    ): Promise<{ expiredMinutes: number }>;
    /** Checks a code; a right one yields the ID token and when it stops being accepted (epoch ms). */
    verifyCode(
      target: PhoneNumberParts,
      code: string,
    ): Promise<{ firebaseIdToken: string; expiresAt: number }>;
  };
}

/** A number as the provider writes it: '+', the dialing code and the national number. */
export const phoneNumberOf = (target: PhoneNumberParts) =>
  `+${target.countryDialingCode.replace(/^\+/, '')}${target.mobileNum}`;
