import * as v from 'valibot';
import { bounded } from './routeSchemas';

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
