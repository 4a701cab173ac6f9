import { accountCatalogue } from '@portal/account';
import { agentCatalogue } from '@portal/agent';
import { formsCatalogue } from '@portal/forms';
import { lobbyScreensCatalogue } from '@portal/lobby';
import { addCatalogues, preloadCatalogues, uiPanelsCatalogue } from '@portal/ui';
import { appI18n } from './appI18n';
import { readStoredLanguage } from './languageStorage';
import { portalSectionsCatalogue } from './portalSectionsCatalogue';

/**
 * The catalogues only the portal's later chunks read: the kit's panels (dialogs, tables, the forms'
 * helpers), the forms, the account's flows (login, registration, recovery), the agent centre, the lobby's
 * screens (the game browser, the lottery screens) and the portal's own sections.
 */
const chunkCatalogues = [
  uiPanelsCatalogue,
  formsCatalogue,
  accountCatalogue,
  agentCatalogue,
  lobbyScreensCatalogue,
  portalSectionsCatalogue,
];

/**
 * Loads a chunk together with those texts in the page's language. A component whose texts were still
 * loading would suspend after the parts around it had mounted: that hides them, and their effects run
 * again when they show (the login's slider puzzle asked for a second challenge).
 */
export async function loadWithTexts<T>(load: () => Promise<T>): Promise<T> {
  const [chunk] = await Promise.all([load(), preloadCatalogues(chunkCatalogues, readStoredLanguage())]);
  // Only the portal's own section texts go into its instance here (react-i18next reads them, not a kit
  // hook); the packages' hooks add theirs on use.
  addCatalogues(appI18n(), [portalSectionsCatalogue]);
  return chunk;
}
