import { cx, focusRing, goToTopThreshold, usePrefersReducedMotion, useScrolledPast } from '@portal/ui';
import { ArrowUp } from 'lucide-react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import * as styles from './GoToTop.css';

export interface GoToTopProps {
  /** Controlled: whether the button shows. Leave it out to show it once the window scrolls past `threshold`. */
  show?: boolean;
  /** Pixels of window scroll before it appears, when `show` is left out; 300 by default (as the RightBar's). */
  threshold?: number;
  /** Called after scrolling has started, for example to move focus to the page's start. */
  onGoToTop?: () => void;
  /** `floating`: fixed at the window's block-end, inline-end corner. `inline`: where it is placed. */
  placement?: 'floating' | 'inline';
  /** The button's name and tooltip; "Back to top" by default. */
  label?: string;
  className?: string;
}

/**
 * Go-to-top for an embedded lobby (spec 2.3): the portal's RightBar has its own, so a host that shows
 * the RightBar leaves this out. It scrolls smoothly, or at once under reduced motion.
 */
export function GoToTop({
  show,
  threshold = goToTopThreshold,
  onGoToTop,
  placement = 'floating',
  label,
  className,
}: GoToTopProps) {
  const { t } = useLobbyScreensTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const scrolledPast = useScrolledPast(threshold, show === undefined);
  if (!(show ?? scrolledPast)) return null;
  const name = label ?? t('goToTop.label');
  return (
    <button
      type="button"
      className={cx(styles.button, styles.placement[placement], focusRing, className)}
      aria-label={name}
      title={name}
      data-slot="go-to-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
        onGoToTop?.();
      }}
    >
      <ArrowUp size={22} aria-hidden />
    </button>
  );
}
