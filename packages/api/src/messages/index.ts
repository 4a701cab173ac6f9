import { arMessages } from './ar';
import { enMessages } from './en';

/** The i18next namespace the portal registers these texts under, so error keys never clash with others. */
export const apiMessageNamespace = 'api';

/** The texts behind every message key of the contract, by language (both at once: tests, tools). */
export const apiMessages = { en: enMessages, ar: arMessages } as const;

/** Each language's texts loaded on demand, so a page carries only its own (a `Catalogue`'s `load`). */
export const apiMessageLoaders = {
  en: () => import('./en').then((m): Record<string, string> => m.enMessages),
  ar: () => import('./ar').then((m): Record<string, string> => m.arMessages),
};

/** The `api` catalogue for `PortalProvider` (the shape of `@portal/ui`'s `Catalogue`), one language at a time. */
export const apiCatalogue = { namespace: apiMessageNamespace, load: apiMessageLoaders };

/** Every key a client may show from this package: the platform's `errors` keys and transport failures. */
export type ApiMessageKey = keyof typeof enMessages;
