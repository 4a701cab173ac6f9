import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  asksMobileNumber,
  asksPassword,
  passwordRuleFromSettings,
  registerOptionalFieldNames,
  registerSchema,
  requiresMobileNumber,
  ruleFromSetting,
  usernameFromMobile,
  usernameRuleFromSettings,
  type RegisterSchemaOptions,
} from './registerRules';

const base: RegisterSchemaOptions = {
  mode: 'username',
  fields: {},
  mobile: { mobileMaxLength: 11 },
  smsVerification: false,
  termsName: 'Terms',
  today: () => new Date(Date.UTC(2025, 5, 15)),
};

const valid = { username: 'player1', password: 'secret12', confirmPassword: 'secret12', terms: true };

/** The first message of each failing field, as the form shows them. */
function errorsOf(options: Partial<RegisterSchemaOptions>, input: Record<string, unknown>) {
  const result = v.safeParse(registerSchema({ ...base, ...options }), input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('registerSchema: username mode', () => {
  it('needs username, password, confirmation and the ticked terms', () => {
    expect(errorsOf({}, { username: '', password: '', confirmPassword: '', terms: false })).toEqual({
      username: 'validation.required',
      password: 'validation.required',
      confirmPassword: 'validation.required',
      terms: 'validation.agreeTo?terms=Terms',
    });
    expect(errorsOf({}, valid)).toEqual({});
  });

  it('says "Incorrect confirmation input" when the confirmation differs', () => {
    expect(errorsOf({}, { ...valid, confirmPassword: 'secret13' })).toEqual({
      confirmPassword: 'validation.confirmMismatch',
    });
  });

  it('checks the username and password against the settings, or the defaults', () => {
    expect(errorsOf({}, { ...valid, username: '1player' })).toEqual({
      username: 'validation.account?min=4&max=16',
    });
    expect(errorsOf({}, { ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'validation.passwordLength?min=6&max=20',
    });
    const fields = {
      username: { show: true, required: true, patternId: 6, minLength: 3, maxLength: 5 },
      password: { show: true, required: true, minLength: 8, maxLength: 10 },
    };
    expect(
      errorsOf(
        { fields },
        { username: '1234', password: 'secret1', confirmPassword: 'secret1', terms: true },
      ),
    ).toEqual({
      password: 'validation.passwordLength?min=8&max=10',
    });
  });

  it('does not ask the mobile number unless the settings or SMS verification do', () => {
    const output = v.parse(registerSchema(base), { ...valid, mobileNum: '0551234567' });
    expect(output).not.toHaveProperty('mobileNum');
    expect(errorsOf({ smsVerification: true }, { ...valid, verificationCode: '123456' })).toEqual({
      mobileNum: 'validation.required',
    });
  });

  it('needs the 6-digit SMS code, untrimmed, when SMS verification is on', () => {
    const sms = { smsVerification: true };
    const input = { ...valid, mobileNum: '0551234567' };
    expect(errorsOf(sms, { ...input, verificationCode: '' })).toEqual({
      verificationCode: 'validation.codeInvalid',
    });
    expect(errorsOf(sms, { ...input, verificationCode: ' 123456' })).toEqual({
      verificationCode: 'validation.codeInvalid',
    });
    expect(errorsOf(sms, { ...input, verificationCode: '123456' })).toEqual({});
  });

  it('trims every text input and drops the fields it does not ask', () => {
    const output = v.parse(registerSchema(base), {
      ...valid,
      username: '  player1 ',
      qqNum: '123',
    });
    expect(output).toEqual({ ...valid, username: 'player1' });
  });
});

describe('registerSchema: a draft with fields left out', () => {
  it('reads a missing asked field as empty, and a missing optional one as empty text', () => {
    expect(errorsOf({}, { terms: true })).toMatchObject({ username: 'validation.required' });
    const fields = { qqNum: { show: true, required: false } };
    expect(v.parse(registerSchema({ ...base, fields }), valid)).toEqual({ ...valid, qqNum: '' });
  });
});

describe('registerSchema: mobile mode', () => {
  const mobile = { mode: 'mobile' as const };

  it('needs the mobile number, and no username or password', () => {
    expect(errorsOf(mobile, { mobileNum: '', terms: true })).toEqual({ mobileNum: 'validation.required' });
    expect(errorsOf(mobile, { mobileNum: '05512', terms: true })).toEqual({
      mobileNum: 'phone_tips?min=6&max=11',
    });
    expect(errorsOf(mobile, { mobileNum: '055123456789', terms: true })).toEqual({
      mobileNum: 'phone_tips?min=6&max=11',
    });
    expect(errorsOf(mobile, { mobileNum: '0551234567', terms: true })).toEqual({});
  });

  it('asks a password and its confirmation when the site asks one', () => {
    expect(errorsOf({ ...mobile, mobilePassword: true }, { mobileNum: '0551234567', terms: true })).toEqual({
      password: 'validation.required',
      confirmPassword: 'validation.required',
    });
  });

  it('needs the SMS code when SMS verification is on', () => {
    expect(errorsOf({ ...mobile, smsVerification: true }, { mobileNum: '0551234567', terms: true })).toEqual({
      verificationCode: 'validation.required',
    });
    expect(
      errorsOf(
        { ...mobile, smsVerification: true },
        { mobileNum: '0551234567', verificationCode: '1', terms: true },
      ),
    ).toEqual({
      verificationCode: 'validation.codeInvalid',
    });
  });
});

describe('registerSchema: optional fields', () => {
  it('shows each field only when the settings show it and requires it only when they say', () => {
    for (const name of registerOptionalFieldNames.filter(
      (n) => !['captcha', 'email', 'birthday', 'mobileNum'].includes(n),
    )) {
      const hidden = v.parse(registerSchema(base), { ...valid, [name]: 'x' });
      expect(hidden, name).not.toHaveProperty(name);
      const optional = { [name]: { show: true, required: false, patternId: 0, minLength: 1, maxLength: 20 } };
      expect(errorsOf({ fields: optional }, valid), name).toEqual({});
      const required = { [name]: { show: true, required: true, patternId: 0, minLength: 1, maxLength: 20 } };
      expect(errorsOf({ fields: required }, { ...valid, [name]: '  ' }), name).toEqual({
        [name]: 'validation.required',
      });
    }
  });

  it("checks a value's pattern and bounds, with the field's own message", () => {
    const fields = {
      qqNum: { show: true, required: false, patternId: 6, minLength: 5, maxLength: 10 },
      payeeName: { show: true, required: false, patternId: 12, minLength: 2, maxLength: 30 },
      affiliateCode: { show: true, required: false, patternId: 4, minLength: 4, maxLength: 8 },
      wechat: { show: true, required: true, acceptedPattern: '*', minLength: 2, maxLength: 4 },
    };
    expect(
      errorsOf(
        { fields },
        { ...valid, qqNum: '12a45', payeeName: 'J0hn', affiliateCode: 'a!', wechat: 'any!' },
      ),
    ).toEqual({
      qqNum: 'reg_pattern_6?min=5&max=10',
      payeeName: 'validation.realName?min=2&max=30',
      affiliateCode: 'validation.invitationCode?min=4&max=8',
    });
  });

  it('checks email, captcha and the 21-year birthday with their own rules', () => {
    const fields = {
      email: { show: true, required: true },
      captcha: { show: true, required: true },
      birthday: { show: true, required: true },
    };
    expect(errorsOf({ fields }, { ...valid, email: 'x@', captcha: '', birthday: '2005-06-16' })).toEqual({
      email: 'validation.emailInvalid?min=0&max=254',
      captcha: 'validation.captchaRequired',
      birthday: 'validation.ageConfirm?age=21',
    });
    expect(
      errorsOf({ fields }, { ...valid, email: 'a@b.co', captcha: 'AB12', birthday: '2004-06-15' }),
    ).toEqual({});
  });

  it('asks an optional mobile number in username mode as the settings say', () => {
    const fields = { mobileNum: { show: true, required: false } };
    expect(errorsOf({ fields }, { ...valid, mobileNum: '' })).toEqual({});
    expect(
      errorsOf({ fields: { mobileNum: { show: true, required: true } } }, { ...valid, mobileNum: '' }),
    ).toEqual({
      mobileNum: 'validation.required',
    });
  });
});

describe('settings helpers', () => {
  it('fills the username and password bounds from the settings, keeping defaults they omit', () => {
    expect(usernameRuleFromSettings({})).toMatchObject({ patternId: 1, minLength: 4, maxLength: 16 });
    expect(
      usernameRuleFromSettings({ username: { show: false, required: false, maxLength: 12 } }),
    ).toMatchObject({
      required: true,
      minLength: 4,
      maxLength: 12,
    });
    expect(
      usernameRuleFromSettings({ username: { show: true, required: true, acceptedPattern: '[a-z]+' } })
        .patternId,
    ).toBeUndefined();
    expect(passwordRuleFromSettings({ password: { show: true, required: true } })).toMatchObject({
      minLength: 6,
      maxLength: 20,
    });
  });

  it('says which modes ask the mobile number and the password', () => {
    expect(asksMobileNumber({ mode: 'mobile', fields: {}, smsVerification: false })).toBe(true);
    expect(asksMobileNumber({ mode: 'username', fields: {}, smsVerification: true })).toBe(true);
    expect(asksMobileNumber({ mode: 'username', fields: {}, smsVerification: false })).toBe(false);
    expect(requiresMobileNumber({ mode: 'username', fields: {}, smsVerification: true })).toBe(true);
    const optionalMobile = { mobileNum: { show: true, required: false } };
    expect(requiresMobileNumber({ mode: 'username', fields: optionalMobile, smsVerification: false })).toBe(
      false,
    );
    expect(asksPassword({ mode: 'username' })).toBe(true);
    expect(asksPassword({ mode: 'mobile' })).toBe(false);
    expect(asksPassword({ mode: 'mobile', mobilePassword: true })).toBe(true);
  });

  it('hides a field its setting hides', () => {
    expect(ruleFromSetting('qqNum', undefined)).toBeUndefined();
    expect(ruleFromSetting('qqNum', { show: false, required: true })).toBeUndefined();
  });

  it('uses the mobile number without leading zeros as the username', () => {
    expect(usernameFromMobile(' 00551234567 ')).toBe('551234567');
    expect(usernameFromMobile('551234567')).toBe('551234567');
  });
});
