/** The languages the site offers (spec section 9: English and Arabic). */
export const siteLanguages = ['ar', 'en'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];
