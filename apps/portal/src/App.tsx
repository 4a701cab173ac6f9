import { createPortalI18n, PortalProvider, uiCatalogue } from '@portal/ui';
import { portalTheme } from '@portal/ui/themes/portal';
import { agentCatalogue } from '@portal/agent';
import { formsCatalogue } from '@portal/forms';
import { lobbyCatalogue } from '@portal/lobby';
import { useCallback, useState } from 'react';
import { HomePage } from './home/HomePage';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage } from './i18n/languageStorage';
import { portalCatalogue } from './i18n/portalCatalogue';
import { AppLayout } from './layout/AppLayout';

const catalogues = [uiCatalogue, formsCatalogue, lobbyCatalogue, agentCatalogue, portalCatalogue];

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
    <PortalProvider theme={portalTheme} locale={language} i18n={i18n}>
      <AppLayout language={language} onLanguageChange={changeLanguage}>
        <HomePage />
      </AppLayout>
    </PortalProvider>
  );
}
