import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback, useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import { usePortal } from '../provider/PortalContext';
import { addCatalogues, createPortalI18n, type Catalogue } from './createPortalI18n';

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
 * the package's catalogue, then English. The catalogue is loaded into the instance on first use, so a
 * host only has to pass `catalogues` to `PortalProvider` to preload them.
 */
export function useCatalogueTranslation<Key extends string = string>(
  catalogue: Catalogue,
): { t: Translate<Key>; locale: string } {
  const { overridesNamespace, locale } = usePortal();
  const i18n = useContext(I18nContext)?.i18n ?? standaloneI18n();
  const t = useMemo(() => {
    if (!i18n.hasResourceBundle('en', catalogue.namespace)) addCatalogues(i18n, [catalogue]);
    return i18n.getFixedT(locale, [overridesNamespace, catalogue.namespace]);
  }, [i18n, locale, overridesNamespace, catalogue]);
  const translate = useCallback<Translate<Key>>(
    (key, options) => String(t(key as string, options as TOptions)),
    [t],
  );
  return { t: translate, locale };
}
