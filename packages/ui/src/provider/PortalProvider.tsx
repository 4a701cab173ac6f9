import { DirectionProvider } from '@radix-ui/react-direction';
import type { i18n as I18n } from 'i18next';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Catalogue } from '../i18n/catalogueMessages';
import { addCatalogues, createPortalI18n } from '../i18n/createPortalI18n';
import { directionOf, resolveLanguage, type Direction } from '../i18n/languages';
import { uiCatalogue } from '../i18n/uiCatalogue';
import { isBuiltTheme, type ThemeInput } from '../theme/theme';
import { themeToCss } from '../theme/themeToCss';
import { portalTheme } from '../themes/portal';
import { DialogServiceProvider } from '../components/Dialog/DialogServiceProvider';
import { ToastProvider } from '../components/Toast/Toaster';
import { cx } from '../utils/cx';
import { PortalContext, type LinkComponent, type PortalContextValue } from './PortalContext';
import * as styles from './PortalProvider.css';

export interface PortalProviderProps {
  /** A built brand (`@portal/ui/themes/portal`, `.../partner`) or a partner's `Tokens` applied at run time. */
  theme?: ThemeInput;
  /** BCP 47 locale; Arabic by default. */
  locale?: string;
  /** Text direction; derived from the locale when omitted. */
  direction?: Direction;
  /** The host router's link; plain anchors otherwise. */
  linkComponent?: LinkComponent;
  /** Replacement texts for this locale, by message key (any package's key). */
  messages?: Record<string, string>;
  /** The host's i18next instance; the provider adds the kit's catalogues to it. */
  i18n?: I18n;
  /** Catalogues of other kit packages (forms, lobby, agent) to load with `ui`'s. */
  catalogues?: readonly Catalogue[];
  className?: string;
  children?: ReactNode;
}

/**
 * The root of every screen built with the kit: brand, language, direction and links for all
 * components below it. Dialogs and toasts portal into a layer inside this root, so they keep both.
 */
export function PortalProvider({
  theme = portalTheme,
  locale: localeProp = 'ar',
  direction,
  linkComponent,
  messages,
  i18n: hostI18n,
  catalogues,
  className,
  children,
}: PortalProviderProps) {
  const locale = resolveLanguage(localeProp).code;
  const dir = direction ?? directionOf(locale);
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const overridesNamespace = `portal-overrides-${scope}`;

  const allCatalogues = useMemo(() => [uiCatalogue, ...(catalogues ?? [])], [catalogues]);
  const i18n = useMemo(
    () => hostI18n ?? createPortalI18n({ locale, catalogues: allCatalogues }),
    // The instance is made once; later locale changes go through changeLanguage below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hostI18n],
  );
  useMemo(() => {
    if (hostI18n || catalogues) addCatalogues(i18n, allCatalogues);
  }, [i18n, hostI18n, catalogues, allCatalogues]);
  // Components translate with this provider's locale (a fixed `lng`), so two providers on one page
  // can speak different languages and nothing here has to switch the shared instance's language.
  useMemo(() => {
    i18n.removeResourceBundle(locale, overridesNamespace);
    if (messages) i18n.addResourceBundle(locale, overridesNamespace, messages, true, true);
  }, [i18n, locale, overridesNamespace, messages]);

  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const value = useMemo<PortalContextValue>(
    () => ({ locale, dir, linkComponent: linkComponent ?? 'a', portalContainer, overridesNamespace }),
    [locale, dir, linkComponent, portalContainer, overridesNamespace],
  );

  // themeToCss throws with the missing key when a partner's token object is incomplete.
  const runtimeCss = isBuiltTheme(theme) ? null : themeToCss(theme, `[data-portal-scope="${scope}"]`);

  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider dir={dir}>
        <PortalContext.Provider value={value}>
          {runtimeCss ? <style>{runtimeCss}</style> : null}
          <div
            dir={dir}
            lang={locale}
            data-portal-scope={scope}
            data-brand={isBuiltTheme(theme) ? theme.name : 'runtime'}
            className={cx(isBuiltTheme(theme) ? theme.className : undefined, styles.root, className)}
          >
            <ToastProvider>
              <DialogServiceProvider>{children}</DialogServiceProvider>
            </ToastProvider>
            <div ref={setPortalContainer} className={styles.layer} data-portal-layer="" />
          </div>
        </PortalContext.Provider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
