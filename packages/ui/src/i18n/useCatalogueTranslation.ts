import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback, useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import { usePortal } from '../provider/PortalContext';
import {
  catalogueLanguageFor,
  loadedMessages,
  loadMessages,
  loadFailure,
  type Catalogue,
} from './catalogueMessages';
import { createPortalI18n } from './createPortalI18n';

let standalone: I18n | undefined;

/** Components rendered without any i18next provider still get English text rather than raw keys. */
function standaloneI18n(): I18n {
  standalone ??= createPortalI18n({ locale: 'en', catalogues: [] });
  return standalone;
}

/** Values to fill into a message (`{{min}}`), and i18next options such as `count`. */
export type TranslateOptions = Record<string, unknown>;

export type Translate<Key extends string = string> = (key: Key, options?: TranslateOptions) => string;

/**
 * Translates one package's keys in the nearest provider's locale: the provider's overrides first, then
 * the package's catalogue, then English. The locale's texts go into the instance on first use; a lazy
 * catalogue not loaded yet suspends the component until they arrive (a host preloads them with
 * `preloadCatalogues`, so its first render has them).
 */
export function useCatalogueTranslation<Key extends string = string>(
  catalogue: Catalogue,
): { t: Translate<Key>; locale: string } {
  const { overridesNamespace, locale } = usePortal();
  const i18n = useContext(I18nContext)?.i18n ?? standaloneI18n();
  const t = useMemo(
    () => i18n.getFixedT(locale, [overridesNamespace, catalogue.namespace]),
    [i18n, locale, overridesNamespace, catalogue],
  );
  const translate = useCallback<Translate<Key>>(
    (key, options) => String(t(key as string, options as TOptions)),
    [t],
  );
  // Texts not at hand suspend the render by throwing the load's promise, not through `use`: React unwinds
  // such a render and runs it again from the start once the promise settles, where a render that waited
  // in `use` is replayed from where it stopped. A replay expects `use` again, and meets none when the texts
  // arrived another way in between (a language change adds them): errors #467 and #520. Once the texts
  // are there, no promise is read at all, so an update renders at once. A failed load reaches the nearest
  // error boundary, as `use` would have thrown it; the boundary's retry loads again.
  const language = catalogueLanguageFor(catalogue, locale);
  if (!i18n.hasResourceBundle(language, catalogue.namespace)) {
    const messages = loadedMessages(catalogue, language);
    if (!messages) {
      const failure = loadFailure(catalogue, language);
      if (failure) throw failure.error;
      throw loadMessages(catalogue, language);
    }
    i18n.addResourceBundle(language, catalogue.namespace, messages, true, false);
  }
  return { t: translate, locale };
}
