import { arMessages } from './ar';
import { cashierArMessages } from './cashier.ar';
import { cashierEnMessages } from './cashier.en';
import { enMessages } from './en';

/** The i18next namespace the portal registers these texts under, so error keys never clash with others. */
export const apiMessageNamespace = 'api';

/** The namespace of the cashier's refusals, loaded with the cashier's pages (`apiCashierCatalogue`). */
export const apiCashierMessageNamespace = 'apiCashier';

/** The texts behind every message key of the contract, by language, the cashier's too (tests, tools). */
// A pure call: a page that never reads it (every page) carries neither language.
export const apiMessages = /* @__PURE__ */ (() =>
  ({
    en: { ...enMessages, ...cashierEnMessages },
    ar: { ...arMessages, ...cashierArMessages },
  }) as const)();

/** Each language's texts loaded on demand, so a page carries only its own (a `Catalogue`'s `load`). */
export const apiMessageLoaders = {
  en: () => import('./en').then((m): Record<string, string> => m.enMessages),
  ar: () => import('./ar').then((m): Record<string, string> => m.arMessages),
};

/** The `api` catalogue for `PortalProvider` (the shape of `@portal/ui`'s `Catalogue`), one language at a time. */
export const apiCatalogue = { namespace: apiMessageNamespace, load: apiMessageLoaders };

/**
 * The cashier's refusals (a deposit channel closed, a wrong payment password...), one language at a time:
 * a page that can meet them loads this beside `apiCatalogue`, and looks keys up in both namespaces.
 */
export const apiCashierCatalogue = {
  namespace: apiCashierMessageNamespace,
  load: {
    en: () => import('./cashier.en').then((m): Record<string, string> => m.cashierEnMessages),
    ar: () => import('./cashier.ar').then((m): Record<string, string> => m.cashierArMessages),
  },
};

/** Every key a client may show from this package: the platform's `errors` keys and transport failures. */
export type ApiMessageKey = keyof typeof enMessages | keyof typeof cashierEnMessages;
