import type { Catalogue } from '@portal/ui';

/**
 * The `agent` namespace, one language at a time; hosts pass it to `PortalProvider` (`catalogues`) and preload the
 * page's language with `preloadCatalogues`.
 */
export const agentCatalogue: Catalogue = {
  namespace: 'agent',
  load: {
    en: () => import('./messages/en').then((m) => m.en),
    ar: () => import('./messages/ar').then((m) => m.ar),
  },
};
