import * as v from 'valibot';
import {
  captchaRule,
  emailRule,
  mobileRule,
  passwordRule,
  smsCodeRule,
  termsRule,
  birthdayRule,
  type MobileSettings,
} from './accountRules';
import { fieldSchema, type FieldRule } from './fieldRule';
import { isPatternId, type PatternId } from './patterns';
import { formatRuleMessage } from './ruleMessage';

/** Every field of the registration draft that the platform's settings can show (spec sections 3 and 5). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'zalo',
  'skype',
  'telegram',
  'realName',
  'fullName',
  'birthday',
  'nickname',
  'transactionPassword',
] as const;

export type RegisterFieldName = (typeof registerFieldNames)[number];

/** One field of `GET /wps/system/setting/register`: shown, required, and its rule as the platform names it. */
export interface RegisterFieldSetting {
  show: boolean;
  required: boolean;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
  patternId?: number;
}

export type RegisterFieldSettings = Partial<Record<RegisterFieldName, RegisterFieldSetting>>;

/** The spec's field-specific messages; the other fields say `reg_pattern_{id}` with min and max. */
const fieldMessages: Partial<Record<RegisterFieldName, string>> = {
  username: 'validation.account',
  payeeName: 'validation.realName',
  realName: 'validation.realName',
  fullName: 'validation.realName',
  affiliateCode: 'validation.invitationCode',
  recommenderId: 'validation.invitationCode',
};

/** A field's rule from its setting, or undefined when the setting hides it. */
export function ruleFromSetting(
  name: RegisterFieldName,
  setting: RegisterFieldSetting | undefined,
): FieldRule | undefined {
  if (!setting?.show) return undefined;
  const patternId: PatternId | undefined = isPatternId(setting.patternId) ? setting.patternId : undefined;
  return {
    required: setting.required,
    acceptedPattern: setting.acceptedPattern,
    patternId,
    minLength: setting.minLength,
    maxLength: setting.maxLength,
    messageKey: fieldMessages[name],
  };
}

export type RegisterMode = 'username' | 'mobile';

export interface RegisterSchemaOptions {
  mode: RegisterMode;
  fields: RegisterFieldSettings;
  mobile: MobileSettings;
  /** SMS verification on: the verification code is required. */
  smsVerification: boolean;
  /** The captcha is asked (its field shows). */
  termsName: string;
  today?: () => Date;
}

type Entries = Record<string, v.GenericSchema<unknown, unknown>>;

/**
 * The registration schema for a mode and the platform's settings (spec section 5): username mode needs
 * username, password and its confirmation (and the SMS code when SMS is on); mobile mode needs the
 * mobile number; optional fields show and are required only as the settings say; the terms must be
 * ticked; the confirmation must equal the password.
 */
export function registerSchema(options: RegisterSchemaOptions) {
  const { fields, mode } = options;
  const entries: Entries = {};
  for (const name of registerFieldNames) {
    const rule = ruleFromSetting(name, fields[name]);
    if (!rule) continue;
    entries[name] = fieldSchema(rule);
  }
  const passwordSetting = ruleFromSetting('password', fields.password);
  entries.password = passwordRule(passwordSetting ? { ...passwordSetting, required: true } : {});
  entries.confirmPassword = v.pipe(v.string(formatRuleMessage('validation.required')), v.trim());
  if (mode === 'username') {
    entries.username = fieldSchema({
      ...ruleFromSetting('username', { show: true, required: true, ...fields.username }),
      required: true,
    });
  }
  if (mode === 'mobile' || fields.mobileNum?.show) {
    entries.mobileNum = mobileRule(options.mobile, {
      required: mode === 'mobile' || fields.mobileNum?.required,
    });
  }
  if (options.smsVerification) entries.verificationCode = smsCodeRule;
  if (fields.captcha?.show) entries.captcha = captchaRule;
  if (fields.email?.show) entries.email = emailRule({ required: fields.email.required });
  if (fields.birthday?.show)
    entries.birthday = birthdayRule({ required: fields.birthday.required, today: options.today });
  entries.terms = termsRule(options.termsName);

  return v.pipe(
    v.object(entries),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) =>
          (input as { confirmPassword?: unknown }).confirmPassword ===
          (input as { password?: unknown }).password,
        formatRuleMessage('validation.confirmMismatch'),
      ),
      ['confirmPassword'],
    ),
  );
}

/** Mobile-only registration without a username uses the mobile number, leading zeros stripped. */
export const usernameFromMobile = (mobileNum: string): string => mobileNum.trim().replace(/^0+/, '');
