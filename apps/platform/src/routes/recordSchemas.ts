import { recordPageSizeMax } from '@portal/api';
import * as v from 'valibot';
import { languageQuery, wholeQuery } from './routeSchemas';

/** A calendar day as `YYYY-MM-DD` that exists (no 31st of April). */
const day = v.pipe(
  v.string('errors.badInput'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.badInput'),
  // Run even when the pattern failed (valibot goes on through a pipe): a text that is no date is refused.
  v.check((text) => {
    const at = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(text);
  }, 'errors.badInput'),
);

/** A record's position (an id, as the previous page's `next` carries it): a 64-bit serial. */
const cursor = v.pipe(v.string('errors.badInput'), v.regex(/^[1-9]\d{0,17}$/, 'errors.badInput'));

/** The days of every record's query. */
export const periodQuery = { from: day, to: day };

/** A record page's query: the days, the page's size and position, the names' language. */
export const pageQuery = {
  ...periodQuery,
  cursor: v.optional(cursor),
  pageSize: v.optional(wholeQuery(1, recordPageSizeMax), '20'),
  language: languageQuery,
};
