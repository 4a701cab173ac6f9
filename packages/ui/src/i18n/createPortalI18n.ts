import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { fallbackLanguage, resolveLanguage } from './languages';

/** One package's messages: an i18next namespace with its `en` catalogue and any others (at least `ar`). */
export interface Catalogue {
  namespace: string;
  resources: { en: Record<string, string> } & Record<string, Record<string, string>>;
}

/**
 * Loads each package's catalogue into an i18next instance as its own namespace, without clobbering
 * keys the host already set (host overrides win).
 */
export function addCatalogues(i18n: I18n, catalogues: readonly Catalogue[]): void {
  for (const { namespace, resources } of catalogues) {
    for (const [lng, messages] of Object.entries(resources)) {
      i18n.addResourceBundle(lng, namespace, messages, true, false);
    }
  }
}

/**
 * An i18next instance for the kit: flat keys (dots and colons are part of a key), English as the
 * fallback for any key a catalogue lacks, synchronous start so the first render already has text.
 */
export function createPortalI18n(options: { locale?: string; catalogues: readonly Catalogue[] }): I18n {
  const instance = createInstance();
  const resources: Resource = {};
  for (const { namespace, resources: byLanguage } of options.catalogues) {
    for (const [lng, messages] of Object.entries(byLanguage)) {
      resources[lng] = { ...resources[lng], [namespace]: messages };
    }
  }
  void instance.init({
    lng: resolveLanguage(options.locale).code,
    fallbackLng: fallbackLanguage,
    resources,
    ns: options.catalogues.map((c) => c.namespace),
    defaultNS: options.catalogues[0]?.namespace ?? 'ui',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
