import { gameTypes, slotClassifies } from '@portal/api';
import * as v from 'valibot';
import { searchKeyOf } from '../catalogue/searchKey';
import { bounded, storableText, wholeQuery } from './routeSchemas';

/** A vendor's code as sent (any case, upper-cased here); '' means any vendor in a filter. */
export const vendorCode = v.pipe(
  v.string(),
  bounded(32),
  v.trim(),
  v.regex(/^[A-Za-z0-9_]*$/, 'errors.badInput'),
  v.toUpperCase(),
);

/** A vendor's code that must be given. */
export const requiredVendorCode = v.pipe(vendorCode, v.minLength(1, 'errors.badInput'));

/** A game type filter: one of the game types, any case, or '' (any). */
export const gameTypeFilter = v.pipe(
  v.string(),
  bounded(16),
  v.trim(),
  v.toUpperCase(),
  v.picklist(['', ...gameTypes], 'errors.badInput'),
);

/** A slot sub-category filter (SC, VP, JP, TG, AC, BG), any case, or '' (any). */
export const classifyFilter = v.pipe(
  v.string(),
  bounded(8),
  v.trim(),
  v.toUpperCase(),
  v.picklist(['', ...slotClassifies], 'errors.badInput'),
);

/** A 0/1 flag in a query; '' reads as absent. */
export const flagQuery = v.pipe(
  v.picklist(['0', '1', ''], 'errors.badInput'),
  v.transform((flag) => (flag === '' ? undefined : (Number(flag) as 0 | 1))),
);

/** A name to search: trimmed, folded like the stored names (`searchKeyOf`), at most 64 characters. */
export const gameNameQuery = v.pipe(
  storableText(256),
  v.transform((text: string) => text.replace(/\s+/g, ' ').trim()),
  bounded(64),
  v.transform(searchKeyOf),
);

/** Free text the platform does not use (platform, merchant codes): bounded, nothing more. */
export const ignoredText = v.optional(v.pipe(v.string(), bounded(64)));

/** clientType (3 for the desktop web), accepted and bounded. */
export const clientTypeQuery = v.optional(wholeQuery(0, 99));
