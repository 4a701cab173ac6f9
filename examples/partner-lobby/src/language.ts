import { apiCatalogue } from '@portal/api';
import { lobbyCatalogue, lobbyScreensCatalogue } from '@portal/lobby';
import { uiCatalogue, uiPanelsCatalogue } from '@portal/ui';
import type { Language } from './messages';

const storageKey = 'oasis.language';

/**
 * The kit's catalogues this page shows: they load one language at a time. The panels' texts come too,
 * since the lobby's screens show some (the game browser's pages, the lottery's results table).
 */
export const catalogues = [
  uiCatalogue,
  uiPanelsCatalogue,
  lobbyCatalogue,
  lobbyScreensCatalogue,
  apiCatalogue,
];

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(storageKey) === 'en' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
}
