import { apiCatalogue, type ApiMessageKey } from '@portal/api';
import { useCatalogueTranslation } from '@portal/ui';

/** The platform's messages in words (a launch refused, a game under maintenance), in an embed too. */
export function useApiMessages() {
  return useCatalogueTranslation<ApiMessageKey>(apiCatalogue);
}
