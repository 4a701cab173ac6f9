import type { Catalogue } from '@portal/ui';
import { ar } from './messages/ar';
import { en } from './messages/en';

/** The `lobby` namespace; hosts pass it to `PortalProvider` (`catalogues`). */
export const lobbyCatalogue: Catalogue = { namespace: 'lobby', resources: { en, ar } };
