import * as v from 'valibot';
import {
  captchaRule,
  emailRule,
  mobileRule,
  passwordRule,
  smsCodeRule,
  termsRule,
  birthdayRule,
  defaultPasswordLength,
  requiredText,
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

/** The fields a mode asks by itself: the settings give their rules (bounds, pattern), never whether they show. */
export const registerCoreFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'verificationCode',
] as const;

const coreFieldNames: ReadonlySet<RegisterFieldName> = new Set(registerCoreFieldNames);

/** The fields the platform's settings show or hide (spec section 5), the mobile number among them. */
export const registerOptionalFieldNames = registerFieldNames.filter((name) => !coreFieldNames.has(name));

/** The username rule when the settings do not say: 'starts with a letter then letters and digits'. */
export const defaultUsernameRule = { patternId: 1, minLength: 4, maxLength: 16 } as const;

/** The keys of a rule that are set, so a default survives a setting that says nothing of it. */
function definedOnly(rule: FieldRule | undefined): Partial<FieldRule> {
  return Object.fromEntries(Object.entries(rule ?? {}).filter(([, value]) => value !== undefined));
}

/** The username of a new account: the settings' rule over the default, always required. */
export function usernameRuleFromSettings(fields: RegisterFieldSettings): FieldRule {
  const setting = { required: true, ...fields.username, show: true };
  const own = definedOnly(ruleFromSetting('username', setting));
  // The platform's own pattern replaces the default pattern id rather than adding to it.
  const patternId =
    setting.acceptedPattern && own.patternId === undefined ? undefined : defaultUsernameRule.patternId;
  return { ...defaultUsernameRule, patternId, ...own, required: true, messageKey: 'validation.account' };
}

/** The password of a new account: the settings' bounds over 6 to 20, always required. */
export function passwordRuleFromSettings(fields: RegisterFieldSettings): FieldRule {
  const own = definedOnly(ruleFromSetting('password', { required: true, ...fields.password, show: true }));
  return {
    patternId: 19,
    minLength: defaultPasswordLength.min,
    maxLength: defaultPasswordLength.max,
    ...own,
    required: true,
    messageKey: 'validation.passwordLength',
  };
}

export interface RegisterSchemaOptions {
  mode: RegisterMode;
  fields: RegisterFieldSettings;
  mobile: MobileSettings;
  /** SMS verification on: the verification code is required, and so is the mobile number it goes to. */
  smsVerification: boolean;
  /** Mobile mode also asks a password and its confirmation (the site's mobile-password-registration flag). */
  mobilePassword?: boolean;
  /** The name of the terms, for 'Please agree to the {terms}'. */
  termsName: string;
  today?: () => Date;
}

type Entries = Record<string, v.GenericSchema<unknown, unknown>>;

/** Whether a mode asks for the mobile number: mobile mode, SMS verification, or the settings. */
export const asksMobileNumber = (
  options: Pick<RegisterSchemaOptions, 'mode' | 'fields' | 'smsVerification'>,
) => options.mode === 'mobile' || options.smsVerification || Boolean(options.fields.mobileNum?.show);

/** Whether the mobile number must be given: mobile mode, SMS verification, or the settings. */
export const requiresMobileNumber = (
  options: Pick<RegisterSchemaOptions, 'mode' | 'fields' | 'smsVerification'>,
) => options.mode === 'mobile' || options.smsVerification || Boolean(options.fields.mobileNum?.required);

/** Whether a mode asks for a password and its confirmation: username mode, or mobile mode when the site says. */
export const asksPassword = (options: Pick<RegisterSchemaOptions, 'mode' | 'mobilePassword'>) =>
  options.mode === 'username' || Boolean(options.mobilePassword);

/**
 * The registration schema for a mode and the platform's settings (spec section 5): username mode needs
 * username, password and its confirmation; mobile mode needs the mobile number (and a password only when
 * the site asks one); SMS verification needs the code and the mobile number it is sent to; optional
 * fields show and are required only as the settings say; the terms must be ticked; the confirmation must
 * equal the password. Fields outside the schema are dropped from its output.
 */
export function registerSchema(options: RegisterSchemaOptions) {
  const { fields, mode, smsVerification } = options;
  const entries: Entries = {};
  // A field that may stay empty may also be left out (the platform validates drafts with these rules).
  const add = (name: RegisterFieldName, required: boolean | undefined, schema: Entries[string]) => {
    entries[name] = required ? schema : v.optional(schema, '');
  };
  for (const name of registerOptionalFieldNames) {
    const rule = ruleFromSetting(name, fields[name]);
    if (rule) add(name, rule.required, fieldSchema(rule));
  }
  if (fields.captcha?.show) add('captcha', true, captchaRule);
  if (fields.email?.show) add('email', fields.email.required, emailRule({ required: fields.email.required }));
  if (fields.birthday?.show) {
    const { required } = fields.birthday;
    add('birthday', required, birthdayRule({ required, today: options.today }));
  }
  if (asksMobileNumber(options)) {
    const required = requiresMobileNumber(options);
    add('mobileNum', required, mobileRule(options.mobile, { required }));
  }
  if (mode === 'username') entries.username = fieldSchema(usernameRuleFromSettings(fields));
  if (asksPassword(options)) {
    entries.password = passwordRule(passwordRuleFromSettings(fields));
    entries.confirmPassword = requiredText();
  }
  if (smsVerification) entries.verificationCode = smsCodeRule;
  entries.terms = termsRule(options.termsName);

  return v.pipe(
    // A missing key (a caller that sends less than the draft) reads as an empty field.
    v.object(entries, formatRuleMessage('validation.required')),
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
