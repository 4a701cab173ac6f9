import type { Catalogue } from './createPortalI18n';
import { ar } from './messages/ar';
import { en } from './messages/en';

/** The `ui` namespace: the default labels of every component in this package. */
export const uiCatalogue: Catalogue = { namespace: 'ui', resources: { en, ar } };
