import { useCatalogueTranslation } from '@portal/ui';
import { lobbyScreensCatalogue } from './lobbyScreensCatalogue';
import type { LobbyScreensMessageKey } from './messages/screens.en';

/** Translates the `lobbyScreens` namespace (the browser, search, winner board, poker and lottery screens). */
export function useLobbyScreensTranslation() {
  return useCatalogueTranslation<LobbyScreensMessageKey>(lobbyScreensCatalogue);
}
