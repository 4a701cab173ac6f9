import { createPortalI18n } from '@portal/ui';
import type { i18n as I18n } from 'i18next';
import { readStoredLanguage } from './languageStorage';
import { siteCatalogues } from './siteCatalogues';

let instance: I18n | undefined;

/**
 * The portal's one i18next instance, made on first use (after main.tsx has preloaded the first page's
 * texts): the App provides it, and later sections add their texts to it as they load.
 */
export function appI18n(): I18n {
  instance ??= createPortalI18n({ locale: readStoredLanguage(), catalogues: siteCatalogues });
  return instance;
}
