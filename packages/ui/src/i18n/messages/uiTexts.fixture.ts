import { ar } from './ar';
import { en } from './en';
import { panelsAr } from './panels.ar';
import { panelsEn } from './panels.en';

/** Every ui text by language, the first page's and the panels' in one object: what tests and stories read. */
export const uiTexts = { en: { ...en, ...panelsEn }, ar: { ...ar, ...panelsAr } } as const;
