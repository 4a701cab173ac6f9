import type { UiMessageKey } from './messages/en';
import { uiCatalogue } from './uiCatalogue';
import { useCatalogueTranslation, type Translate } from './useCatalogueTranslation';

export type UiTranslate = Translate<UiMessageKey>;

/** Translates this package's keys: the provider's overrides first, then the `ui` catalogue, then English. */
export const useUiTranslation = (): { t: UiTranslate; locale: string } =>
  useCatalogueTranslation<UiMessageKey>(uiCatalogue);
