import { apiCatalogue } from '@portal/api';
import { lobbyCatalogue, lobbyScreensCatalogue } from '@portal/lobby';
import { uiCatalogue } from '@portal/ui';
import type { Language } from './messages';

const storageKey = 'oasis.language';

/** The kit's catalogues this page shows: they load one language at a time. */
export const catalogues = [uiCatalogue, lobbyCatalogue, lobbyScreensCatalogue, apiCatalogue];

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
