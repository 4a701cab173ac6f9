import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  loginSchema,
  smsLoginSchema,
} from './accountFormRules';

const mobile = { mobileMaxLength: 11 };

/** The first message per field, as the forms show them. */
const firstErrors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
};

describe('loginSchema', () => {
  it('requires username and password, trimmed', () => {
    expect(
      firstErrors(loginSchema({ captcha: false }), { username: ' ', password: '', captcha: '' }),
    ).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
    expect(
      v.parse(loginSchema({ captcha: false }), { username: ' ali ', password: 'pw', captcha: '' }),
    ).toEqual({
      username: 'ali',
      password: 'pw',
      captcha: '',
    });
  });

  it('asks for the captcha only when the platform asked for it', () => {
    const values = { username: 'ali', password: 'pw', captcha: '' };
    expect(firstErrors(loginSchema({ captcha: false }), values)).toEqual({});
    expect(firstErrors(loginSchema({ captcha: true }), values)).toEqual({
      captcha: 'validation.captchaRequired',
    });
    expect(firstErrors(loginSchema({ captcha: true }), { ...values, captcha: 'ab12' })).toEqual({});
  });
});

describe('smsLoginSchema', () => {
  it('checks the mobile number with phone_tips and the maximum, and the six-digit code untrimmed', () => {
    expect(
      firstErrors(smsLoginSchema(mobile), {
        countryDialingCode: '+966',
        mobileNum: '05512345678901',
        verificationCode: ' 12345',
      }),
    ).toEqual({ mobileNum: 'phone_tips?min=6&max=11', verificationCode: 'validation.codeInvalid' });
    expect(
      v.parse(smsLoginSchema(mobile), {
        countryDialingCode: '+966',
        mobileNum: ' 0551234567 ',
        verificationCode: '123456',
      }),
    ).toEqual({ countryDialingCode: '+966', mobileNum: '0551234567', verificationCode: '123456' });
  });
});

describe('forgot password', () => {
  it('by e-mail needs the username and a valid e-mail', () => {
    expect(firstErrors(forgotByEmailSchema(), { username: '', email: 'nope' })).toEqual({
      username: 'validation.required',
      email: 'validation.emailInvalid?min=0&max=254',
    });
  });

  it('by phone needs the mobile number, the code and a new password by the password rule', () => {
    expect(
      firstErrors(forgotByPhoneSchema(mobile), {
        countryDialingCode: '+966',
        mobileNum: 'abc',
        verificationCode: '',
        newPassword: '123',
      }),
    ).toEqual({
      mobileNum: 'phone_tips?min=6&max=11',
      verificationCode: 'validation.codeInvalid',
      newPassword: 'validation.passwordLength?min=6&max=20',
    });
    expect(
      firstErrors(forgotByPhoneSchema(mobile, { minLength: 8, maxLength: 12 }), {
        countryDialingCode: '+966',
        mobileNum: '0551234567',
        verificationCode: '123456',
        newPassword: 'secret1',
      }),
    ).toEqual({ newPassword: 'validation.passwordLength?min=8&max=12' });
  });
});

describe('changePasswordSchema', () => {
  const input = { oldPassword: 'old-pass', newPassword: 'new-pass1', confirmNewPassword: 'new-pass1' };

  it('asks for the old password unless a temporary one exists', () => {
    expect(
      firstErrors(changePasswordSchema({ askOldPassword: true }), { ...input, oldPassword: '' }),
    ).toEqual({
      oldPassword: 'validation.required',
    });
    expect(
      firstErrors(changePasswordSchema({ askOldPassword: false }), { ...input, oldPassword: '' }),
    ).toEqual({});
  });

  it("says 'Incorrect confirmation input' under the confirmation when it differs", () => {
    expect(
      firstErrors(changePasswordSchema({ askOldPassword: true }), { ...input, confirmNewPassword: 'other' }),
    ).toEqual({ confirmNewPassword: 'validation.confirmMismatch' });
  });

  it('checks the new password by the password rule', () => {
    expect(
      firstErrors(changePasswordSchema({ askOldPassword: true }), {
        ...input,
        newPassword: 'abc',
        confirmNewPassword: 'abc',
      }),
    ).toEqual({ newPassword: 'validation.passwordLength?min=6&max=20' });
  });
});
