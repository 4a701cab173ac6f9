import type { Catalogue } from './catalogueMessages';

/** The `ui` namespace: the default labels of every component in this package, one language at a time. */
export const uiCatalogue: Catalogue = {
  namespace: 'ui',
  load: {
    en: () => import('./messages/en').then((m) => m.en),
    ar: () => import('./messages/ar').then((m) => m.ar),
  },
};
