/** The reset methods of spec section 4 ('email' or 'mobileNum'). */
export type ForgotPasswordMethod = 'email' | 'mobileNum';

/** Forgot-by-email (spec section 3). */
export interface ForgotByEmailPayload {
  username: string;
  email: string;
}

/**
 * Forgot-by-phone (spec section 3), with the dialing code the SMS code went to (the spec's payload has
 * none; without it the platform reads the site's first code).
 */
export interface ForgotByPhonePayload {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
}

/** How a reset ended: a failure's message (a catalogue key or the server's text) shows above the button. */
export type ForgotPasswordOutcome = { ok: true } | { ok: false; message?: string };
