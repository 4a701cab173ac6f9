import { ApiProvider } from '@portal/api/react';
import { Lobby } from '@portal/lobby';
import { Button, PortalProvider, preloadCatalogues, visuallyHidden } from '@portal/ui';
import { useCallback, useEffect, useState } from 'react';
import { merchant, platformOrigin } from './config';
import { catalogues, storedLanguage, storeLanguage } from './language';
import { LoginNotice } from './LoginNotice';
import { messages, type Language } from './messages';
import { OasisLogo } from './OasisLogo';
import { oasisTokens } from './oasisTokens';
import { platformImages } from './platformImages';

const swrConfig = { use: [platformImages(platformOrigin)] };

/**
 * Oasis Play: a partner's own React app (no router) that embeds the kit's lobby. The lobby talks to the
 * platform through ApiProvider, wears Oasis Play's tokens through PortalProvider, and keeps its place
 * itself: its links change the view in place.
 */
export function App() {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  const [loginOpen, setLoginOpen] = useState(false);
  const text = messages[language];

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  }, [language]);

  const toggleLanguage = () => {
    const next: Language = language === 'ar' ? 'en' : 'ar';
    storeLanguage(next);
    // The kit's texts in the new language first, so the lobby turns over at once; a failed load still
    // switches, and each part then loads its own texts again.
    const turn = () => setLanguage(next);
    void preloadCatalogues(catalogues, next).then(turn, turn);
  };
  // Stable, so the lobby does not rebuild its host on every render.
  const requireLogin = useCallback(() => setLoginOpen(true), []);

  return (
    <ApiProvider baseUrl={platformOrigin} merchant={merchant} language={language} swrConfig={swrConfig}>
      <PortalProvider theme={oasisTokens} locale={language} catalogues={catalogues} className="oasis">
        <header className="oasis-header">
          <div className="oasis-header__inner">
            <a className="oasis-header__home" href="/">
              <OasisLogo />
            </a>
            <p className="oasis-header__tagline">{text.tagline}</p>
            <div className="oasis-header__actions">
              <Button
                variant="ghost"
                size="sm"
                lang={language === 'ar' ? 'en' : 'ar'}
                title={text.switchLanguageLabel}
                onClick={toggleLanguage}
                data-slot="oasis-language"
              >
                {text.switchLanguage}
              </Button>
              <Button variant="secondary" size="sm" onClick={requireLogin}>
                {text.logIn}
              </Button>
              <Button size="sm" onClick={requireLogin}>
                {text.join}
              </Button>
            </div>
          </div>
        </header>
        <main className="oasis-main">
          <section className="oasis-hero" aria-labelledby="oasis-hero-title">
            <div>
              <h1 id="oasis-hero-title">{text.heroTitle}</h1>
              <p>{text.heroText}</p>
            </div>
            <svg
              className="oasis-hero__dunes"
              viewBox="0 0 400 120"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M0 90 Q100 40 200 80 T400 70 V120 H0Z" fill="rgba(255,255,255,0.12)" />
              <path d="M0 105 Q120 70 240 100 T400 95 V120 H0Z" fill="rgba(255,255,255,0.18)" />
            </svg>
          </section>
          {/* The lobby's sections are h2 and its cards h3: this page gives its lobby pages their h2. */}
          <section aria-labelledby="oasis-lobby-title" className="oasis-lobby">
            <h2 id="oasis-lobby-title" className={visuallyHidden}>
              {text.lobbyTitle}
            </h2>
            <Lobby requireLogin={requireLogin} />
          </section>
        </main>
        <footer className="oasis-footer">
          <OasisLogo />
          <p>
            © 2026 {text.footer} {text.footerPowered}
          </p>
        </footer>
        <LoginNotice open={loginOpen} onOpenChange={setLoginOpen} text={text} />
      </PortalProvider>
    </ApiProvider>
  );
}
