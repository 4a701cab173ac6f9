import { useSiteConfig } from '@portal/api/react';
import { preloadCatalogues, RightBar, SideMenu, SiteHeader, uiPanelsCatalogue } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { readStoredLanguage } from '../i18n/languageStorage';
import { SectionBoundary } from '../shell/sections/SectionBoundary';
import { useCustomerService } from '../startup/useCustomerService';
import * as styles from './AppLayout.css';
import { brand } from './brand';
import { BrandLogo } from './BrandLogo';
import { gameTypes } from './gameTypes';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PortalBanner } from './PortalBanner';

// The speed selector loads the first time it is opened, then stays for its closing animation. Its texts
// (the kit's panels) load beside its chunk.
const ServerSpeed = lazy(() =>
  Promise.all([
    import('./ServerSpeed'),
    // A failed text load is asked again by the selector itself.
    preloadCatalogues([uiPanelsCatalogue], readStoredLanguage()).catch(() => undefined),
  ]).then(([m]) => ({ default: m.ServerSpeed })),
);
// The footer starts below the fold (the main column is a window tall): it loads beside the page's calls
// rather than with the first script.
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));
import { useHeaderSession } from './useHeaderSession';
import { useSiteFeatures } from './useSiteFeatures';
import { useModals } from '../shell/modals/ModalContext';
import { useCurrentCategory } from './useCurrentCategory';

export interface AppLayoutProps {
  /** Game pages (/seamless, /lottert, /vnlottery, /sealottery) hide the side menu (spec 2.2). */
  sideMenu?: boolean;
  /** /seamless is a game page without the footer (spec 2.1). */
  footer?: boolean;
}

const sideMenuId = 'portal-side-menu';

/** The normal layout (spec 2.4): header, side menu, main, footer and the floating right bar; pages in its outlet. */
export function AppLayout({ sideMenu = true, footer = true }: AppLayoutProps) {
  const { t } = useTranslation('portal');
  const config = useSiteConfig();
  const features = useSiteFeatures();
  const category = useCurrentCategory();
  const [menuOpen, setMenuOpen] = useState(true);
  const [speedOpen, setSpeedOpenState] = useState(false);
  const [speedUsed, setSpeedUsed] = useState(false);
  const setSpeedOpen = (open: boolean) => {
    if (open) setSpeedUsed(true);
    setSpeedOpenState(open);
  };
  const session = useHeaderSession();
  const modals = useModals();
  const customerService = useCustomerService();
  const onCustomerService = customerService && (() => customerService());
  const menuGameTypes = gameTypes.map((type) => ({
    code: type.code,
    label: t(`gameType.${type.code}`),
    href: type.path,
  }));
  // Home's entry is Hot games; the other categories light their own entry.
  const current = category === 'HOME' ? undefined : (category ?? undefined);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#content">
        {t('app.skipToContent')}
      </a>
      <SiteHeader
        logo={<BrandLogo />}
        homeHref="/"
        homeLabel={t('app.home')}
        menuId={sideMenu ? sideMenuId : undefined}
        menuOpen={menuOpen}
        onToggleMenu={sideMenu ? () => setMenuOpen((open) => !open) : undefined}
        session={session}
        extra={<LanguageSwitcher />}
      />
      <div className={styles.body}>
        {sideMenu ? (
          <div className={styles.menuSlot}>
            <SideMenu
              id={sideMenuId}
              open={menuOpen}
              gameTypes={menuGameTypes}
              current={current}
              features={features}
              onCustomerService={onCustomerService}
              onOpenSpeedSelector={() => setSpeedOpen(true)}
              banner={<PortalBanner group="w_leftmenu" placement="menu" />}
            />
          </div>
        ) : null}
        <div className={styles.column}>
          <main id="content" className={styles.main} tabIndex={-1}>
            <SectionBoundary>
              <Outlet />
            </SectionBoundary>
          </main>
          {footer ? (
            <Suspense fallback={null}>
              <SiteFooter
                products={menuGameTypes.filter((type) => type.code !== 'HOT')}
                licenceNumber={brand.licenceNumber}
                year={new Date().getFullYear()}
                brand={t('app.name')}
                features={features}
                onCustomerService={onCustomerService}
                onOpenSpeedSelector={() => setSpeedOpen(true)}
                // Help from the foot of a page opens over it, so the player keeps their place.
                onOpenHelp={() => modals.open('help')}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
      {speedUsed ? (
        <Suspense fallback={null}>
          <ServerSpeed open={speedOpen} onOpenChange={setSpeedOpen} />
        </Suspense>
      ) : null}
      <RightBar onCustomerService={onCustomerService} telegramUrl={config.data?.resources.TELEGRAM?.url} />
    </div>
  );
}
