import { useCatalogueTranslation } from '@portal/ui';
import { accountCatalogue } from './accountCatalogue';
import type { AccountMessageKey } from './messages/en';

/** Translates the `account` namespace (the host merges the catalogue; defaults work without it). */
export function useAccountTranslation() {
  return useCatalogueTranslation<AccountMessageKey>(accountCatalogue);
}
