export type Direction = 'ltr' | 'rtl';

export interface Language {
  /** BCP 47 code, as i18next and `<html lang>` use it. */
  code: string;
  /** The language's name in itself, as a language picker shows it. */
  nativeName: string;
  dir: Direction;
}

/** The languages the portal offers. Arabic is the default; catalogues missing a key fall back to English. */
export const languages: readonly Language[] = [
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
  { code: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'th', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'km', nativeName: 'ខ្មែរ', dir: 'ltr' },
  { code: 'lo', nativeName: 'ລາວ', dir: 'ltr' },
  { code: 'my', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'tl', nativeName: 'Tagalog', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'fa', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'he', nativeName: 'עברית', dir: 'rtl' },
  { code: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'uk', nativeName: 'Українська', dir: 'ltr' },
  { code: 'pl', nativeName: 'Polski', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', dir: 'ltr' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'nl', nativeName: 'Nederlands', dir: 'ltr' },
  { code: 'sv', nativeName: 'Svenska', dir: 'ltr' },
  { code: 'da', nativeName: 'Dansk', dir: 'ltr' },
  { code: 'fi', nativeName: 'Suomi', dir: 'ltr' },
  { code: 'nb', nativeName: 'Norsk bokmål', dir: 'ltr' },
  { code: 'el', nativeName: 'Ελληνικά', dir: 'ltr' },
  { code: 'ro', nativeName: 'Română', dir: 'ltr' },
  { code: 'hu', nativeName: 'Magyar', dir: 'ltr' },
  { code: 'cs', nativeName: 'Čeština', dir: 'ltr' },
];

export const defaultLanguage = 'ar';
export const fallbackLanguage = 'en';

/**
 * The offered language that best matches `code`: exact (case-insensitive), then by base language
 * (`pt-PT` -> `pt`, `zh` -> `zh-CN`), else the default.
 */
export function resolveLanguage(code: string | null | undefined): Language {
  const byCode = (c: string) => languages.find((l) => l.code.toLowerCase() === c.toLowerCase());
  if (code) {
    const exact = byCode(code);
    if (exact) return exact;
    const base = code.split(/[-_]/)[0] ?? '';
    const match =
      byCode(base) ?? languages.find((l) => l.code.toLowerCase().startsWith(`${base.toLowerCase()}-`));
    if (match) return match;
  }
  return byCode(defaultLanguage) as Language;
}

const rtlBases = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** Right to left for Arabic, Persian, Hebrew, Urdu (and other RTL scripts); left to right otherwise. */
export function directionOf(locale: string): Direction {
  const base = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return rtlBases.has(base) ? 'rtl' : 'ltr';
}
