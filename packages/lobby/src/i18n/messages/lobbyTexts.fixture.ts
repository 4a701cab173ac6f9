import { ar } from './ar';
import { en } from './en';
import { screensAr } from './screens.ar';
import { screensEn } from './screens.en';

/** Every lobby text by language, the home's and the screens' in one object: what tests and stories read. */
export const lobbyTexts = { en: { ...en, ...screensEn }, ar: { ...ar, ...screensAr } } as const;
