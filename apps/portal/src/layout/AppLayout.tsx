import { whitelabelFlags } from '@portal/api';
import { useSiteConfig, useWhitelabelFlag } from '@portal/api/react';
import { RightBar, SideMenu, SiteFooter, SiteHeader } from '@portal/ui';
import { Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { openCustomerService } from '../startup/openCustomerService';
import * as styles from './AppLayout.css';
import { brand } from './brand';
import { gameTypes } from './gameTypes';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useHeaderSession } from './useHeaderSession';

export interface AppLayoutProps {
  language: string;
  onLanguageChange: (code: string) => void;
  children: ReactNode;
}

const sideMenuId = 'portal-side-menu';

/** The normal layout (spec 2.4): header, side menu, main, footer and the floating right bar. */
export function AppLayout({ language, onLanguageChange, children }: AppLayoutProps) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const manualRebate = useWhitelabelFlag(whitelabelFlags.manualRebate);
  const [menuOpen, setMenuOpen] = useState(true);
  const session = useHeaderSession();
  const customerService = config.data?.info.customerService ?? [];
  const onCustomerService = customerService.length ? () => openCustomerService(customerService) : undefined;
  const menuGameTypes = gameTypes.map((type) => ({
    code: type.code,
    label: t(`gameType.${type.code}`),
    href: type.path,
  }));
  const current = gameTypes.find((type) => type.path === pathname && type.path !== '/')?.code;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#content">
        {t('app.skipToContent')}
      </a>
      <SiteHeader
        logo={
          <span className={styles.brand}>
            <span className={styles.brandMark} aria-hidden>
              <Sparkles size={24} />
            </span>
            {t('app.name')}
          </span>
        }
        homeHref="/"
        homeLabel={t('app.home')}
        menuId={sideMenuId}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        session={session}
        extra={<LanguageSwitcher value={language} onChange={onLanguageChange} />}
      />
      <div className={styles.body}>
        <div className={styles.menuSlot}>
          <SideMenu
            id={sideMenuId}
            open={menuOpen}
            gameTypes={menuGameTypes}
            current={current}
            features={{ manualRebate: manualRebate === true }}
            onCustomerService={onCustomerService}
          />
        </div>
        <div className={styles.column}>
          <main id="content" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <SiteFooter
            products={menuGameTypes.filter((type) => type.code !== 'HOT')}
            licenceNumber={brand.licenceNumber}
            year={new Date().getFullYear()}
            brand={t('app.name')}
            onCustomerService={onCustomerService}
          />
        </div>
      </div>
      <RightBar onCustomerService={onCustomerService} telegramUrl={config.data?.resources.TELEGRAM?.url} />
    </div>
  );
}
