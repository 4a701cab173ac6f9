import type { Catalogue } from '@portal/ui';
import { ar } from './messages/ar';
import { en } from './messages/en';

/** The `agent` namespace; hosts pass it to `PortalProvider` (`catalogues`). */
export const agentCatalogue: Catalogue = { namespace: 'agent', resources: { en, ar } };
