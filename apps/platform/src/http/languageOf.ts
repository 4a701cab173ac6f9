/** The first language of an Accept-Language header ('ar' when none): the language of what is sent. */
export const languageOf = (header: string | string[] | undefined): string =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? 'ar';
