import { addCatalogues, cataloguesInUse, PortalProvider, preloadCatalogues } from '@portal/ui';
import { portalTheme } from '@portal/ui/themes/portal';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteDialogs } from './announcements/SiteDialogs';
import { appI18n } from './i18n/appI18n';
import { LanguageContext } from './i18n/LanguageContext';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage } from './i18n/languageStorage';
import { siteCatalogues } from './i18n/siteCatalogues';
import { RouterLink } from './layout/RouterLink';
import { PortalModals } from './modals/PortalModals';
import { PortalRoutes } from './routes/PortalRoutes';
import { ModalProvider } from './shell/modals/ModalProvider';
import { SessionProvider } from './shell/session/SessionProvider';
import { StartupGate } from './startup/StartupGate';

// The consent question and the tag load after the page. The question's texts (the kit's panels) load
// when it first shows: it waits for them in its own Suspense below, where nothing else waits.
const Analytics = lazy(() => import('./analytics/Analytics').then((m) => ({ default: m.Analytics })));

export function App() {
  const [language, setLanguage] = useState(readStoredLanguage);
  const i18n = appI18n();

  const changeLanguage = useCallback(
    (code: string) => {
      storeLanguage(code);
      // The new language's texts come first, so the page turns over at once rather than piece by piece.
      const catalogues = [...new Set([...siteCatalogues, ...cataloguesInUse()])];
      const turn = () => {
        addCatalogues(i18n, catalogues);
        applyDocumentLanguage(code);
        void i18n.changeLanguage(code);
        setLanguage(code);
      };
      // A failed load still turns the page: each part then loads its own texts again.
      void preloadCatalogues(catalogues, code).then(turn, turn);
    },
    [i18n],
  );
  const languageValue = useMemo(() => ({ language, changeLanguage }), [language, changeLanguage]);

  return (
    <BrowserRouter>
      <PortalProvider theme={portalTheme} locale={language} i18n={i18n} linkComponent={RouterLink}>
        <LanguageContext.Provider value={languageValue}>
          <SessionProvider language={language}>
            <StartupGate>
              <ModalProvider>
                <PortalRoutes />
                <PortalModals />
                <SiteDialogs />
                <Suspense fallback={null}>
                  <Analytics />
                </Suspense>
              </ModalProvider>
            </StartupGate>
          </SessionProvider>
        </LanguageContext.Provider>
      </PortalProvider>
    </BrowserRouter>
  );
}
