import { apiMessageNamespace, apiMessages } from '@portal/api';
import type { Catalogue } from '@portal/ui';

/** The platform's error messages (namespace `api`), so a failure reads as words in every language. */
export const apiCatalogue: Catalogue = { namespace: apiMessageNamespace, resources: apiMessages };
