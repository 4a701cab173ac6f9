import { describe, expect, it } from 'vitest';
import { enMessages } from '../messages/en';
import { phoneErrorKey, phoneErrorKeys } from './phoneErrorKey';

describe('phoneErrorKey', () => {
  it('gives each failure of spec section 8 its own message', () => {
    expect(phoneErrorKey('auth/invalid-phone-number')).toBe('errors.phoneInvalid');
    expect(phoneErrorKey('auth/missing-phone-number')).toBe('errors.phoneMissing');
    expect(phoneErrorKey('auth/too-many-requests')).toBe('errors.smsTooMany');
    expect(phoneErrorKey('auth/invalid-verification-code')).toBe('errors.smsCodeInvalid');
    expect(phoneErrorKey('auth/missing-verification-code')).toBe('errors.codeMissing');
    expect(phoneErrorKey('auth/captcha-check-failed')).toBe('errors.captchaFailed');
    expect(phoneErrorKey('auth/quota-exceeded')).toBe('errors.smsQuota');
    expect(phoneErrorKey('auth/operation-not-allowed')).toBe('errors.operationNotAllowed');
    expect(phoneErrorKey('auth/code-expired')).toBe('errors.smsCodeExpired');
    expect(phoneErrorKey('auth/popup-closed-by-user')).toBe('errors.popupClosed');
  });

  it("calls anything else the spec's unknown error", () => {
    expect(phoneErrorKey('auth/internal-error')).toBe('errors.phoneUnknown');
    expect(phoneErrorKey('toString')).toBe('errors.phoneUnknown');
  });

  it('only names keys the catalogue has', () => {
    for (const key of [...Object.values(phoneErrorKeys), 'errors.phoneUnknown']) {
      expect(enMessages).toHaveProperty([key]);
    }
  });
});
