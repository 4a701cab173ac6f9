import type { Catalogue } from '@portal/ui';

/**
 * The `lobbyScreens` namespace: the texts of the lobby's screens (the game browser, search, the winner
 * board, the poker rooms, the lottery screens), one language at a time. They load when a screen first
 * shows; a host preloads them with the chunk that shows one.
 */
export const lobbyScreensCatalogue: Catalogue = {
  namespace: 'lobbyScreens',
  load: {
    en: () => import('./messages/screens.en').then((m) => m.screensEn),
    ar: () => import('./messages/screens.ar').then((m) => m.screensAr),
  },
};
