import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback, useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import { usePortal } from '../provider/PortalContext';
import { createPortalI18n } from './createPortalI18n';
import type { UiMessageKey } from './messages/en';
import { uiCatalogue } from './uiCatalogue';

let standalone: I18n | undefined;

/** Components rendered without any i18next provider still get English text rather than raw keys. */
function standaloneI18n(): I18n {
  standalone ??= createPortalI18n({ locale: 'en', catalogues: [uiCatalogue] });
  return standalone;
}

export type UiTranslate = (key: UiMessageKey, options?: TOptions) => string;

/** Translates this package's keys: the provider's overrides first, then the `ui` catalogue, then English. */
export function useUiTranslation(): { t: UiTranslate; locale: string } {
  const { overridesNamespace, locale } = usePortal();
  const i18n = useContext(I18nContext)?.i18n ?? standaloneI18n();
  // A fixed translator for this provider's locale: the overrides namespace first, then `ui`, and i18next
  // falls back to English for any key the language lacks.
  const t = useMemo(
    () => i18n.getFixedT(locale, [overridesNamespace, 'ui']),
    [i18n, locale, overridesNamespace],
  );
  const translate = useCallback<UiTranslate>((key, options) => String(t(key, options)), [t]);
  return { t: translate, locale };
}
