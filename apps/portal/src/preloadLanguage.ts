import { preloadCatalogues } from '@portal/ui';
import { readStoredLanguage } from './i18n/languageStorage';
import { siteCatalogues } from './i18n/siteCatalogues';

// A second, tiny entry of index.html, before main: it asks for the page's language texts while the app's
// own script is still downloading, so they are not a request that waits on it (main awaits the same load).
void preloadCatalogues(siteCatalogues, readStoredLanguage());
