import { apiCatalogue } from '@portal/api';
import { lobbyCatalogue } from '@portal/lobby';
import { uiCatalogue } from '@portal/ui';
import { portalCatalogue } from './portalCatalogue';

/**
 * What the first page shows, loaded in the page's language before it renders. The forms' and the agent
 * centre's catalogues load when their first component renders, so the first page carries neither.
 */
export const siteCatalogues = [uiCatalogue, lobbyCatalogue, apiCatalogue, portalCatalogue];
