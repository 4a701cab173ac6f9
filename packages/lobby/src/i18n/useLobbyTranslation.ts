import { useCatalogueTranslation } from '@portal/ui';
import { lobbyCatalogue } from './lobbyCatalogue';
import type { LobbyMessageKey } from './messages/en';

/** Translates the `lobby` namespace (the host merges the catalogue; defaults work without it). */
export function useLobbyTranslation() {
  return useCatalogueTranslation<LobbyMessageKey>(lobbyCatalogue);
}
