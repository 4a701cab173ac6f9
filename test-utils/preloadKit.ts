import { accountCatalogue } from '@portal/account';
import { agentCatalogue } from '@portal/agent';
import { apiCatalogue } from '@portal/api';
import { formsCatalogue } from '@portal/forms';
import { lobbyCatalogue, lobbyScreensCatalogue } from '@portal/lobby';
import {
  preloadCatalogues,
  preloadDialogs,
  preloadMemberHeader,
  preloadToasts,
  uiCatalogue,
  uiPanelsCatalogue,
} from '@portal/ui';
import { portalCatalogue } from '../apps/portal/src/i18n/portalCatalogue';
import { portalSectionsCatalogue } from '../apps/portal/src/i18n/portalSectionsCatalogue';

/** Every catalogue of the kit and the portal. */
export const allCatalogues = [
  uiCatalogue,
  uiPanelsCatalogue,
  lobbyCatalogue,
  lobbyScreensCatalogue,
  formsCatalogue,
  accountCatalogue,
  agentCatalogue,
  apiCatalogue,
  portalCatalogue,
  portalSectionsCatalogue,
];

/**
 * Loads what the kit loads on demand before the tests or stories render, as a host preloads what its page
 * shows: every catalogue in both languages, a member's header parts, the toasts and the dialogs. A component then renders whole
 * on its first render.
 */
export async function preloadKit(): Promise<void> {
  await Promise.all([
    ...['en', 'ar'].map((language) => preloadCatalogues(allCatalogues, language)),
    preloadMemberHeader(),
    preloadToasts(),
    preloadDialogs(),
  ]);
}
