/**
 * A name as the catalogue searches it: compatibility forms unfolded (NFKD), marks dropped (accents and
 * Arabic vowel signs, which also turns أ إ آ into ا and ئ ؤ into ي و), the tatweel dropped, ى read as ي
 * and ة as ه, Arabic-Indic digits as ASCII ones, apostrophes dropped, lower case, single spaces. The
 * stored names' keys and the searched text go through the same folding, so 'اسد' finds 'الأسد' and
 * 'holdem' finds "Hold'em".
 */
export function searchKeyOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0671/g, '\u0627')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/['’‘`´]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern matching `key` anywhere, its wildcards escaped (PostgreSQL's default escape is `\`). */
export const containsPattern = (key: string): string => `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
