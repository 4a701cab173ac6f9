import type { Catalogue } from '@portal/ui';

/**
 * The rest of the `portal` namespace: the texts only later sections show (modals, help, the agent
 * centre, the lobbies' titles, the lottery screens, the game page...). They load with those sections
 * (`loadWithTexts`), so the first page carries only its own.
 */
export const portalSectionsCatalogue: Catalogue = {
  namespace: 'portal',
  load: {
    en: () => import('./messages/sections.en').then((m) => m.sectionsEn),
    ar: () => import('./messages/sections.ar').then((m) => m.sectionsAr),
  },
};
