import { Cookie } from 'lucide-react';
import { useId } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { usePortal } from '../../provider/PortalContext';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import * as styles from './ConsentBanner.css';

export const consentBannerHeadingLevels = [2, 3] as const;

export interface ConsentBannerProps {
  /** The page that explains the analytics and the member's privacy (the help centre's privacy part). */
  privacyHref: string;
  /** The visitor agrees to analytics; the host stores the choice and hides the banner. */
  onAccept: () => void;
  /** The visitor refuses analytics; the host stores the choice and hides the banner. */
  onDecline: () => void;
  /** The heading level of the banner's title; 2 by default. */
  headingLevel?: (typeof consentBannerHeadingLevels)[number];
  className?: string;
}

/**
 * The analytics consent banner: a labelled region fixed at the foot of the window. It is not modal, so
 * the page stays usable; nothing is tracked until the visitor accepts. The host renders it only while
 * no choice is stored.
 */
export function ConsentBanner({
  privacyHref,
  onAccept,
  onDecline,
  headingLevel = 2,
  className,
}: ConsentBannerProps) {
  const { t } = useUiPanelTranslation();
  const { linkComponent: Link } = usePortal();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)} data-slot="consent-banner">
      <div className={styles.panel}>
        <span aria-hidden className={styles.icon}>
          <Cookie size={22} />
        </span>
        <div className={styles.copy}>
          <Heading id={titleId} className={styles.title}>
            {t('consent.title')}
          </Heading>
          <p className={styles.text}>
            {t('consent.text')}{' '}
            <Link href={privacyHref} className={cx(styles.link, focusRing)}>
              {t('consent.privacy')}
            </Link>
          </p>
        </div>
        {/* Both choices weigh the same: declining is as easy as accepting. */}
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.button} onClick={onDecline}>
            {t('consent.decline')}
          </Button>
          <Button variant="secondary" className={styles.button} onClick={onAccept}>
            {t('consent.accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}
