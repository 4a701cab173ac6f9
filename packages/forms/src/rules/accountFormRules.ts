import * as v from 'valibot';
import {
  captchaRule,
  emailRule,
  mobileRule,
  passwordRule,
  requiredText,
  smsCodeRule,
  type MobileSettings,
} from './accountRules';
import type { FieldRule } from './fieldRule';
import { formatRuleMessage } from './ruleMessage';

type Text = v.GenericSchema<string, string>;

/**
 * The username login (spec section 5): username and password required (trimmed, as every input but the
 * SMS code); the captcha only once a failed login asked for it.
 */
export function loginSchema(options: { captcha: boolean }) {
  return v.object({
    username: requiredText(),
    password: requiredText(),
    captcha: (options.captcha ? captchaRule : v.string()) as Text,
  });
}

/** The SMS login: the dialing code, a valid mobile number (phone_tips with the maximum) and the code. */
export function smsLoginSchema(mobile: MobileSettings) {
  return v.object({
    countryDialingCode: requiredText(),
    mobileNum: mobileRule(mobile),
    verificationCode: smsCodeRule,
  });
}

/** Forgot password by e-mail: username and a valid e-mail. */
export function forgotByEmailSchema() {
  return v.object({ username: requiredText(), email: emailRule() });
}

/** Forgot password by phone: mobile number (mobile rule), SMS code and the new password (password rule). */
export function forgotByPhoneSchema(mobile: MobileSettings, password: Partial<FieldRule> = {}) {
  return v.object({
    countryDialingCode: requiredText(),
    mobileNum: mobileRule(mobile),
    verificationCode: smsCodeRule,
    newPassword: passwordRule(password),
  });
}

/**
 * Change password (spec section 5): the old password (not asked when a temporary one exists), the new
 * one by the password rule, and a confirmation equal to it ('Incorrect confirmation input').
 */
export function changePasswordSchema(options: { askOldPassword: boolean; password?: Partial<FieldRule> }) {
  return v.pipe(
    v.object({
      oldPassword: (options.askOldPassword ? requiredText() : v.string()) as Text,
      newPassword: passwordRule(options.password),
      confirmNewPassword: requiredText(),
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmNewPassword']],
        (input) => input.confirmNewPassword === input.newPassword,
        formatRuleMessage('validation.confirmMismatch'),
      ),
      ['confirmNewPassword'],
    ),
  );
}
