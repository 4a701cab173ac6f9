/**
 * The 23 pattern ids of the platform's field rules (spec section 5). Each is one test of a whole,
 * already trimmed value; lengths are checked separately (min and max come with each field's rule).
 * Letters and digits are ASCII unless the id says otherwise (12 letters in any script, 14 letters and
 * digits in any script), as the platform's own catalogue reads.
 */
export const patternIds = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
] as const;

export type PatternId = (typeof patternIds)[number];

export const isPatternId = (id: unknown): id is PatternId =>
  typeof id === 'number' && Number.isInteger(id) && id >= 0 && id <= 22;

// A pragmatic e-mail shape: local part of printable characters, a dotted domain, a 2+ letter TLD.
const email =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A real calendar day (leap years included), from its three numbers. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateYmd(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

function dateMdy(value: string): boolean {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return m !== null && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
}

const regex =
  (pattern: RegExp) =>
  (value: string): boolean =>
    pattern.test(value);

/** What each pattern id accepts. Every test sees the whole value; an empty value is never a match. */
export const patternTests: Readonly<Record<PatternId, (value: string) => boolean>> = {
  // 0 any characters
  0: regex(/^[\s\S]+$/u),
  // 1 starts with a letter, then letters and digits
  1: regex(/^[A-Za-z][A-Za-z0-9]*$/),
  // 2 kanji and digits
  2: regex(/^[\p{Script=Han}0-9]+$/u),
  // 3 e-mail
  3: regex(email),
  // 4 letters or digits only
  4: regex(/^[A-Za-z0-9]+$/),
  // 5 letters and digits combined: at least one of each
  5: regex(/^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/),
  // 6 digits only
  6: regex(/^[0-9]+$/),
  // 7 letters and digits with at least one uppercase letter
  7: regex(/^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/),
  // 8 English letters and spaces
  8: regex(/^[A-Za-z ]*[A-Za-z][A-Za-z ]*$/),
  // 9 no spaces (any other character)
  9: regex(/^\S+$/u),
  // 10 Chinese characters and Chinese punctuation
  10: regex(
    /^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\u2018\u2019\u201C\u201D\u2026\u2014\u00B7]+$/u,
  ),
  // 11 date yyyy-MM-dd
  11: dateYmd,
  // 12 letters (any script) and spaces
  12: regex(/^[\p{L}\p{M} ]*\p{L}[\p{L}\p{M} ]*$/u),
  // 13 date MM-dd-yyyy
  13: dateMdy,
  // 14 letters (any script) and digits
  14: regex(/^[\p{L}\p{M}\p{Nd}]+$/u),
  // 15 Korean
  15: regex(/^[\p{Script=Hangul} ]*\p{Script=Hangul}[\p{Script=Hangul} ]*$/u),
  // 16 Thai
  16: regex(/^[\p{Script=Thai}]+$/u),
  // 17 Thai or English letters and spaces
  17: regex(/^[\p{Script=Thai}A-Za-z ]*[\p{Script=Thai}A-Za-z][\p{Script=Thai}A-Za-z ]*$/u),
  // 18 uppercase letters and spaces, with at least one letter
  18: regex(/^[A-Z ]*[A-Z][A-Z ]*$/),
  // 19 letters, digits and symbols (printable ASCII, no spaces)
  19: regex(/^[\x21-\x7E]+$/),
  // 20 at least one uppercase, one lowercase, one digit and one symbol, no spaces
  20: regex(
    /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\D*\d)(?=[A-Za-z0-9]*[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E])[\x21-\x7E]+$/,
  ),
  // 21 full name: at least two parts (letters in any script, with ' . -) separated by single spaces
  21: regex(/^[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+)+$/u),
  // 22 full-width Hiragana, Katakana or Kanji (half-width katakana U+FF61-FF9F refused)
  22: regex(/^[\p{Script=Hiragana}\u30A0-\u30FF\u31F0-\u31FF\p{Script=Han}\u3005\u30FC]+$/u),
};

/** The message key of a pattern id: `reg_pattern_{id}`, translated with `min` and `max`. */
export const patternMessageKey = (id: PatternId): `reg_pattern_${PatternId}` => `reg_pattern_${id}`;
