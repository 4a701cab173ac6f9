import { lobbyCatalogue } from '@portal/lobby';
import { createPortalI18n, PortalProvider, uiCatalogue } from '@portal/ui';
import { portalTheme } from '@portal/ui/themes/portal';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteDialogs } from './announcements/SiteDialogs';
import { apiCatalogue } from './i18n/apiCatalogue';
import { LanguageContext } from './i18n/LanguageContext';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage } from './i18n/languageStorage';
import { portalCatalogue } from './i18n/portalCatalogue';
import { RouterLink } from './layout/RouterLink';
import { ModalProvider } from './modals/ModalProvider';
import { PortalModals } from './modals/PortalModals';
import { PortalRoutes } from './routes/PortalRoutes';
import { SessionProvider } from './session/SessionProvider';
import { StartupGate } from './startup/StartupGate';

// The consent question and the tag load after the page.
const Analytics = lazy(() => import('./analytics/Analytics').then((m) => ({ default: m.Analytics })));

// What the first page shows. The forms' and the agent centre's catalogues register themselves when
// their first component renders, so the first page does not carry their texts.
const catalogues = [uiCatalogue, lobbyCatalogue, apiCatalogue, portalCatalogue];

/** Made once: the host's i18next instance holding every package's catalogue. */
function createAppI18n(language: string) {
  return createPortalI18n({ locale: language, catalogues });
}

export function App() {
  const [language, setLanguage] = useState(readStoredLanguage);
  const [i18n] = useState(() => createAppI18n(language));

  const changeLanguage = useCallback(
    (code: string) => {
      storeLanguage(code);
      applyDocumentLanguage(code);
      void i18n.changeLanguage(code);
      setLanguage(code);
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
