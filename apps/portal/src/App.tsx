import { agentCatalogue } from '@portal/agent';
import { formsCatalogue } from '@portal/forms';
import { lobbyCatalogue } from '@portal/lobby';
import { createPortalI18n, PortalProvider, uiCatalogue } from '@portal/ui';
import { portalTheme } from '@portal/ui/themes/portal';
import { useCallback, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { apiCatalogue } from './i18n/apiCatalogue';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage } from './i18n/languageStorage';
import { portalCatalogue } from './i18n/portalCatalogue';
import { AppLayout } from './layout/AppLayout';
import { RouterLink } from './layout/RouterLink';
import { ModalProvider } from './modals/ModalProvider';
import { PortalModals } from './modals/PortalModals';
import { PortalRoutes } from './routes/PortalRoutes';
import { SessionProvider } from './session/SessionProvider';
import { StartupGate } from './startup/StartupGate';

const catalogues = [
  uiCatalogue,
  formsCatalogue,
  lobbyCatalogue,
  agentCatalogue,
  apiCatalogue,
  portalCatalogue,
];

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

  return (
    <BrowserRouter>
      <PortalProvider theme={portalTheme} locale={language} i18n={i18n} linkComponent={RouterLink}>
        <SessionProvider language={language}>
          <StartupGate>
            <ModalProvider>
              <AppLayout language={language} onLanguageChange={changeLanguage}>
                <PortalRoutes />
              </AppLayout>
              <PortalModals />
            </ModalProvider>
          </StartupGate>
        </SessionProvider>
      </PortalProvider>
    </BrowserRouter>
  );
}
