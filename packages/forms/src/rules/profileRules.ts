import * as v from 'valibot';
import { birthdayRule } from './accountRules';
import { fieldSchema, ruleMessage, type FieldRule } from './fieldRule';
import { ruleFromSetting, type RegisterFieldSettings } from './registerRules';

/** The texts of the member's profile (the security centre's), checked with the registration's rules. */
export const profileFieldNames = ['nickname', 'realName', 'birthday'] as const;

export type ProfileFieldName = (typeof profileFieldNames)[number];

/**
 * The rules of the nickname and the real name when the register settings give none: a nickname of 2 to 16
 * letters (any script) and digits, a real name of 2 to 40 letters (any script) and spaces.
 */
export const defaultProfileRules = {
  nickname: { patternId: 14, minLength: 2, maxLength: 16 },
  realName: { patternId: 12, minLength: 2, maxLength: 40, messageKey: 'validation.realName' },
} as const satisfies Record<'nickname' | 'realName', FieldRule>;

/**
 * A profile field's rule: the register setting's pattern and bounds over the default, whether or not the
 * registration form shows the field (the profile always offers it), and never required (a partial update).
 */
export function profileFieldRule(name: 'nickname' | 'realName', fields: RegisterFieldSettings): FieldRule {
  const setting = fields[name];
  const own = setting ? ruleFromSetting(name, { ...setting, show: true, required: false }) : undefined;
  const defined = Object.fromEntries(Object.entries(own ?? {}).filter(([, value]) => value !== undefined));
  return { ...defaultProfileRules[name], ...defined, required: false };
}

/**
 * Control characters (C0, DEL, C1), line and paragraph separators and the bidirectional overrides and
 * isolates: never part of a name, and a way to make one read as another. Refused before trimming, even
 * where the site's own pattern is '*'.
 */
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** A text field: a string free of unsafe characters, then the field's own rule (which trims). */
const safeText = <Schema extends v.GenericSchema<string, string>>(schema: Schema, message: string) =>
  v.pipe(
    v.string(message),
    v.check((value) => !unsafeCharacters.test(value), message),
    schema,
  );

export interface ProfileSchemaOptions {
  /** The platform's register settings (`GET /wps/system/setting/register`): the fields' rules. */
  fields: RegisterFieldSettings;
  /** The youngest age a birthday may give; the registration's (21) unless the site says otherwise. */
  minimumAge?: number;
  today?: () => Date;
}

/**
 * A change of the member's profile (spec: the security centre's personal information), with the rules the
 * registration checks the same fields with: each key may be left out (it stays as it is) or given empty
 * (a nickname so given is cleared; a real name or a birthday so given is not set). What is given is
 * trimmed, free of control characters, and fits the field's pattern and length; a birthday is a real
 * yyyy-MM-dd day of someone at least the minimum age. The output holds the keys that were given.
 */
export function profileSchema(options: ProfileSchemaOptions) {
  const nickname = profileFieldRule('nickname', options.fields);
  const realName = profileFieldRule('realName', options.fields);
  return v.object({
    nickname: v.optional(safeText(fieldSchema(nickname), ruleMessage(nickname))),
    realName: v.optional(safeText(fieldSchema(realName), ruleMessage(realName))),
    birthday: v.optional(
      safeText(
        birthdayRule({ required: false, minimumAge: options.minimumAge, today: options.today }),
        ruleMessage({ patternId: 11, messageKey: 'reg_pattern_11' }),
      ),
    ),
  });
}

export type ProfileInput = v.InferInput<ReturnType<typeof profileSchema>>;
export type ProfileOutput = v.InferOutput<ReturnType<typeof profileSchema>>;

/** A checked profile change, or the first message of each field that failed (as the form shows them). */
export type ProfileCheck =
  { ok: true; value: ProfileOutput } | { ok: false; issues: Partial<Record<ProfileFieldName, string>> };

/** Checks a profile change with `profileSchema`, for a form that does not carry valibot itself. */
export function checkProfile(input: unknown, options: ProfileSchemaOptions): ProfileCheck {
  const result = v.safeParse(profileSchema(options), input);
  if (result.success) return { ok: true, value: result.output };
  const issues: Partial<Record<ProfileFieldName, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as ProfileFieldName | null;
    if (key && (profileFieldNames as readonly string[]).includes(key)) issues[key] ??= issue.message;
  }
  return { ok: false, issues };
}
