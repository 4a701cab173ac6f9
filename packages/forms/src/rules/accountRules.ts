import * as v from 'valibot';
import { fieldSchema, requiredKey, type FieldRule } from './fieldRule';
import { patternTests } from './patterns';
import { formatRuleMessage } from './ruleMessage';

/** The platform's public regex settings: how long a mobile number may be (spec sections 3 and 5). */
export interface MobileSettings {
  /** The most digits a mobile number may have, without the country dialing code. */
  mobileMaxLength: number;
  /** The fewest digits; 6 when the platform does not say. */
  mobileMinLength?: number;
}

export const defaultPasswordLength = { min: 6, max: 20 } as const;
export const smsCodeLength = 6;

/** A mobile number: digits only, within the platform's bounds; the message is phone_tips with the maximum. */
export function mobileRule(settings: MobileSettings, options: { required?: boolean } = {}) {
  const min = settings.mobileMinLength ?? 6;
  const max = settings.mobileMaxLength;
  return fieldSchema({
    required: options.required ?? true,
    patternId: 6,
    minLength: min,
    maxLength: max,
    messageKey: 'phone_tips',
  });
}

/** The password of a new account or a reset: length within bounds ('Please fill in your password with ...'). */
export function passwordRule(rule: Partial<FieldRule> = {}) {
  return fieldSchema({
    required: true,
    patternId: 19,
    minLength: defaultPasswordLength.min,
    maxLength: defaultPasswordLength.max,
    ...rule,
    messageKey: 'validation.passwordLength',
  });
}

/** The SMS code: six digits exactly, and never trimmed (what the person typed is what is checked). */
export const smsCodeRule = v.pipe(
  v.string(formatRuleMessage('validation.codeInvalid')),
  v.check(
    (value) => new RegExp(`^\\d{${smsCodeLength}}$`).test(value),
    formatRuleMessage('validation.codeInvalid'),
  ),
);

export const emailRule = (options: { required?: boolean } = {}) =>
  fieldSchema({
    required: options.required ?? true,
    patternId: 3,
    maxLength: 254,
    messageKey: 'validation.emailInvalid',
  });

export const captchaRule = fieldSchema({
  required: true,
  patternId: 4,
  minLength: 4,
  maxLength: 8,
  requiredKey: 'validation.captchaRequired',
  messageKey: 'validation.captchaRequired',
});

/** A value that is only required (login username and password: their format is the platform's business). */
export const requiredText = (key = requiredKey) => fieldSchema({ required: true, requiredKey: key });

/** The terms checkbox: 'Please agree to the {terms}'. */
export const termsRule = (termsName: string) => {
  const message = formatRuleMessage('validation.agreeTo', { terms: termsName });
  return v.pipe(
    v.boolean(message),
    v.check((ticked) => ticked, message),
  );
};

/** Whole years between a yyyy-MM-dd birthday and today. */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** A birthday (yyyy-MM-dd) of someone at least `minimumAge` years old: 'Please confirm you are 21 years old'. */
export function birthdayRule(options: { required?: boolean; minimumAge?: number; today?: () => Date } = {}) {
  const minimumAge = options.minimumAge ?? 21;
  const today = options.today ?? (() => new Date());
  return v.pipe(
    fieldSchema({ required: options.required ?? true, patternId: 11, messageKey: 'reg_pattern_11' }),
    v.check(
      (value) => value === '' || !patternTests[11](value) || ageOn(value, today()) >= minimumAge,
      formatRuleMessage('validation.ageConfirm', { age: minimumAge }),
    ),
  );
}

/** Game-name search text: trimmed, as every other input but the SMS code. */
export const normaliseSearchText = (text: string): string => text.trim();
