import type { Catalogue } from '@portal/ui';

/** The `portal` namespace: the host's own texts on its first page, one language at a time. */
export const portalCatalogue: Catalogue = {
  namespace: 'portal',
  load: {
    en: () => import('./messages/en').then((m) => m.en),
    ar: () => import('./messages/ar').then((m) => m.ar),
  },
};
