import type { i18n as I18n, TOptions } from 'i18next';
import { use, useCallback, useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import { usePortal } from '../provider/PortalContext';
import { catalogueLanguageFor, loadedMessages, loadMessages, type Catalogue } from './catalogueMessages';
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
  // This hook's own hooks come before the wait: React replays a render that waited in `use`, and by then
  // the texts may have arrived another way (a language change adds them), so the replay skips `use`. A hook
  // after it would then be new to React (error #467). A caller's hooks after this call can still meet it:
  // the lasting fix is a `use` that runs on every render.
  const language = catalogueLanguageFor(catalogue, locale);
  if (!i18n.hasResourceBundle(language, catalogue.namespace)) {
    const messages = loadedMessages(catalogue, language) ?? use(loadMessages(catalogue, language));
    i18n.addResourceBundle(language, catalogue.namespace, messages, true, false);
  }
  return { t: translate, locale };
}
