import type { Catalogue } from '@portal/ui';
import { ar } from './messages/ar';
import { en } from './messages/en';

/** The `forms` namespace; hosts pass it to `PortalProvider` (`catalogues`). */
export const formsCatalogue: Catalogue = { namespace: 'forms', resources: { en, ar } };
