import { apiMessageNamespace, apiMessages, type ApiMessageKey } from '@portal/api';
import { useCatalogueTranslation, type Catalogue } from '@portal/ui';

const apiCatalogue: Catalogue = { namespace: apiMessageNamespace, resources: apiMessages };

/** The platform's messages in words (a launch refused, a game under maintenance), in an embed too. */
export function useApiMessages() {
  return useCatalogueTranslation<ApiMessageKey>(apiCatalogue);
}
