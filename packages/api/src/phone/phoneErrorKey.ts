/**
 * Spec section 8's phone-verification failures, under the codes a phone provider's SDK raises (Firebase
 * Authentication's, the provider the product was built against), each with the message key shown.
 * A production adapter passes its SDK's error code here; the sandbox adapter maps the platform's codes
 * to these first, so both paths show the same texts.
 */
export const phoneErrorKeys = {
  'auth/invalid-phone-number': 'errors.phoneInvalid',
  'auth/missing-phone-number': 'errors.phoneMissing',
  'auth/too-many-requests': 'errors.smsTooMany',
  'auth/invalid-verification-code': 'errors.smsCodeInvalid',
  'auth/missing-verification-code': 'errors.codeMissing',
  'auth/captcha-check-failed': 'errors.captchaFailed',
  'auth/quota-exceeded': 'errors.smsQuota',
  'auth/operation-not-allowed': 'errors.operationNotAllowed',
  'auth/code-expired': 'errors.smsCodeExpired',
  'auth/popup-closed-by-user': 'errors.popupClosed',
} as const;

export type PhoneErrorCode = keyof typeof phoneErrorKeys;

/** The message key of a provider's error code; any code not listed is the spec's "unknown error". */
export function phoneErrorKey(code: string): string {
  return Object.hasOwn(phoneErrorKeys, code) ? phoneErrorKeys[code as PhoneErrorCode] : 'errors.phoneUnknown';
}
