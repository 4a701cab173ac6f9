import { Headset } from 'lucide-react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import * as styles from './RightBar.css';

export interface FloatingServiceButtonProps {
  /** Opens customer service (the chat or the service window). */
  onCustomerService: () => void;
  /** The accessible name and tooltip; "Customer service" by default. */
  label?: string;
  className?: string;
}

/** The round customer-service button floating at the window's block-end, inline-end corner (spec 2.2). */
export function FloatingServiceButton({ onCustomerService, label, className }: FloatingServiceButtonProps) {
  const { t } = useUiTranslation();
  const name = label ?? t('siteLinks.customerService');
  return (
    <button
      type="button"
      className={cx(styles.floating, focusRing, className)}
      aria-label={name}
      title={name}
      onClick={onCustomerService}
      data-slot="floating-service-button"
    >
      <Headset size={26} aria-hidden />
    </button>
  );
}
