import type { UiPanelMessageKey } from './messages/panels.en';
import { uiPanelsCatalogue } from './uiPanelsCatalogue';
import { useCatalogueTranslation, type Translate } from './useCatalogueTranslation';

export type UiPanelTranslate = Translate<UiPanelMessageKey>;

/**
 * Translates the panels' keys: the provider's overrides first, then the `uiPanels` catalogue, then
 * English. Suspends until the catalogue's texts arrive when no host preloaded them.
 */
export const useUiPanelTranslation = (): { t: UiPanelTranslate; locale: string } =>
  useCatalogueTranslation<UiPanelMessageKey>(uiPanelsCatalogue);
