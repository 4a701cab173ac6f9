import type { Catalogue } from '@portal/ui';
import { ar } from './messages/ar';
import { en } from './messages/en';

export const portalCatalogue: Catalogue = { namespace: 'portal', resources: { en, ar } };
