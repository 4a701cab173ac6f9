/**
 * Shared Intl formatters with Latin digits (`ar` writes "1,234", not Arabic-Indic digits), made once per
 * locale and options. Building an Intl formatter costs about a millisecond; a page that made one per
 * tile or row spent a fifth of a second of its first load on them.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** The locale's number format with Latin digits, shared by every caller with the same options. */
export function latinNumberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(`${locale}-u-nu-latn`, options));
}

/** The locale's date and time format with Latin digits, shared by every caller with the same options. */
export function latinDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(`${locale}-u-nu-latn`, options),
  );
}
