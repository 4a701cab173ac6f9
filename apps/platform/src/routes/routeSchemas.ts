import * as v from 'valibot';

/** A cap on any text input, so nothing oversized reaches a hash, a query or the database. */
export const bounded = (max: number) => v.maxLength<string, number, string>(max, 'errors.badInput');

/** A language code as a query carries it ('ar', 'en', 'ar-SA'...); other languages read English. */
export const languageQuery = v.optional(v.pipe(v.string(), v.trim(), bounded(16)));

/** A whole number in a query string, within bounds. */
export const wholeQuery = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, 'errors.badInput'),
    v.transform(Number),
    v.minValue(min, 'errors.badInput'),
    v.maxValue(max, 'errors.badInput'),
  );

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text that may be stored: no NUL (PostgreSQL refuses it) nor other control characters but tab and newlines. */
export const storableText = (max: number) =>
  v.pipe(
    v.string(),
    bounded(max),
    v.check((text: string) => !controlCharacters.test(text), 'errors.badInput'),
  );

/** A country dialing code as typed: an optional '+' and 1 to 4 digits. */
export const dialingCode = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.regex(/^\+?\d{1,4}$/, 'errors.badInput'),
  v.transform((code: string) => code.replace(/^\+/, '')),
);

/** The value of a login, for the OpenAPI document. */
export const loginValueSchema = v.object({
  token: v.string(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  initialPassword: v.boolean(),
  idleTimeoutSeconds: v.number(),
  /** The account's previous login (ISO); absent on a first login. */
  previousLoginAt: v.optional(v.string()),
});

/** A deposit's reference, as `payments/startDeposit.ts` makes it: 'D' and 15 readable capitals or digits. */
export const depositReference = v.pipe(
  v.string('errors.badInput'),
  v.regex(/^D[A-Z2-9]{15}$/, 'errors.badInput'),
);

/** A withdrawal's reference (`payments/cashierReference.ts`). */
export const withdrawalReference = v.pipe(
  v.string('errors.badInput'),
  v.regex(/^W[A-Z2-9]{15}$/, 'errors.badInput'),
);
