import type { Catalogue } from './catalogueMessages';

/**
 * The `uiPanels` namespace: the texts only later screens show (dialogs, panels, tables, forms' helpers),
 * one language at a time. They load with those screens, so a first page carries only its own `ui` texts;
 * a host preloads them with the chunk that shows a panel.
 */
export const uiPanelsCatalogue: Catalogue = {
  namespace: 'uiPanels',
  load: {
    en: () => import('./messages/panels.en').then((m) => m.panelsEn),
    ar: () => import('./messages/panels.ar').then((m) => m.panelsAr),
  },
};
