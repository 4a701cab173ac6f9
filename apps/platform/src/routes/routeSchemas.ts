import * as v from 'valibot';

/** A cap on any text input, so nothing oversized reaches a hash, a query or the database. */
export const bounded = (max: number) => v.maxLength<string, number, string>(max, 'errors.badInput');

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
});

/** An idempotency key: what a client generates per money-moving intent (a UUID or similar). */
export const idempotencyKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/));
