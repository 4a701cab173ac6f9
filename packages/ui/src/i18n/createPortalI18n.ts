import { createInstance, type i18n as I18n } from 'i18next';
import { catalogueLanguages, loadedMessages, type Catalogue } from './catalogueMessages';
import { fallbackLanguage, resolveLanguage } from './languages';

/**
 * Loads each package's catalogue into an i18next instance as its own namespace: every language whose
 * texts are at hand, merged into what the namespace already holds without clobbering keys already set
 * (host overrides win; a second catalogue of one namespace adds its keys).
 */
export function addCatalogues(i18n: I18n, catalogues: readonly Catalogue[]): void {
  for (const catalogue of catalogues) {
    for (const language of catalogueLanguages(catalogue)) {
      const messages = loadedMessages(catalogue, language);
      if (messages) i18n.addResourceBundle(language, catalogue.namespace, messages, true, false);
    }
  }
}

/**
 * An i18next instance for the kit: flat keys (dots and colons are part of a key), English as the
 * fallback for any key a catalogue lacks, synchronous start so the first render already has text.
 * A lazy catalogue's languages come in as they are loaded (`preloadCatalogues`).
 */
export function createPortalI18n(options: { locale?: string; catalogues: readonly Catalogue[] }): I18n {
  const instance = createInstance();
  void instance.init({
    lng: resolveLanguage(options.locale).code,
    fallbackLng: fallbackLanguage,
    resources: {},
    ns: options.catalogues.map((c) => c.namespace),
    defaultNS: options.catalogues[0]?.namespace ?? 'ui',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  addCatalogues(instance, options.catalogues);
  return instance;
}
