import type { Catalogue } from '@portal/ui';

/**
 * The `account` namespace, one language at a time; hosts pass it to `PortalProvider` (`catalogues`) or
 * preload the page's language with `preloadCatalogues` before a flow first shows.
 */
export const accountCatalogue: Catalogue = {
  namespace: 'account',
  load: {
    en: () => import('./messages/en').then((m) => m.en),
    ar: () => import('./messages/ar').then((m) => m.ar),
  },
};
