import { ArrowUp, Headset, Send, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { usePortal } from '../../provider/PortalContext';
import { focusRing } from '../../styles/focusRing.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { usePrefersReducedMotion } from '../../utils/usePrefersReducedMotion';
import { defaultSiteLinks } from '../SideMenu/siteEntries';
import * as styles from './RightBar.css';
import { useScrolledPast } from './useScrolledPast';

/** How far the page scrolls, in pixels, before go-to-top appears (when the host does not decide). */
export const goToTopThreshold = 300;

export interface RightBarProps {
  /** The app download page; `/down` by default. */
  appDownloadHref?: string;
  /** Opens customer service; without it there is no customer-service button. */
  onCustomerService?: () => void;
  /** The Telegram group's address, opened in a new tab; without it there is no Telegram link. */
  telegramUrl?: string;
  /** Controlled: whether go-to-top shows. Leave it out to show it once the window scrolls past `threshold`. */
  showGoToTop?: boolean;
  /** Pixels of window scroll before go-to-top appears, when `showGoToTop` is left out; 300 by default. */
  threshold?: number;
  /** Called after go-to-top has started scrolling, for example to move focus to the page's start. */
  onGoToTop?: () => void;
  /** Names the landmark; "Quick links" by default. */
  label?: string;
  className?: string;
}

/** The floating bar at the inline end of the window: app download, customer service, Telegram, go-to-top. */
export function RightBar({
  appDownloadHref = defaultSiteLinks.appDownload,
  onCustomerService,
  telegramUrl,
  showGoToTop,
  threshold = goToTopThreshold,
  onGoToTop,
  label,
  className,
}: RightBarProps) {
  const { t } = useUiTranslation();
  const { linkComponent: Link } = usePortal();
  const reducedMotion = usePrefersReducedMotion();
  const scrolledPast = useScrolledPast(threshold, showGoToTop === undefined);
  const goToTopShown = showGoToTop ?? scrolledPast;
  const actionClass = cx(styles.action, focusRing);
  const face = (icon: ReactNode, text: string) => (
    <>
      <span aria-hidden className={styles.icon}>
        {icon}
      </span>
      <span>{text}</span>
    </>
  );

  const goToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
    onGoToTop?.();
  };

  return (
    <aside
      aria-label={label ?? t('rightBar.label')}
      className={cx(styles.root, className)}
      data-slot="right-bar"
    >
      <ul className={styles.list}>
        <li>
          <Link href={appDownloadHref} className={actionClass}>
            {face(<Smartphone size={20} />, t('siteLinks.appDownload'))}
          </Link>
        </li>
        {onCustomerService ? (
          <li>
            <button type="button" className={actionClass} onClick={onCustomerService}>
              {face(<Headset size={20} />, t('siteLinks.customerService'))}
            </button>
          </li>
        ) : null}
        {telegramUrl ? (
          <li>
            {/* An outside address: a plain anchor, never the host router's link. */}
            <a href={telegramUrl} target="_blank" rel="noopener noreferrer" className={actionClass}>
              {face(<Send size={20} />, t('rightBar.telegram'))}{' '}
              <span className={visuallyHidden}>{t('link.opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
        {goToTopShown ? (
          <li>
            <button type="button" className={actionClass} onClick={goToTop}>
              {face(<ArrowUp size={20} />, t('rightBar.goToTop'))}
            </button>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
