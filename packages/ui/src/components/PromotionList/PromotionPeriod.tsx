import { CalendarDays } from 'lucide-react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { cx } from '../../utils/cx';
import { isolate } from '../../utils/isolate';
import * as styles from './PromotionList.css';
import { promotionPeriod } from './promotions';

export interface PromotionPeriodProps {
  /** Epoch milliseconds. */
  startDate: number;
  /** Epoch milliseconds, or null for "until further notice". */
  endDate: number | null;
  /** The time zone the dates are read in; the browser's by default. */
  timeZone?: string;
  className?: string;
  id?: string;
}

/** "From May 1, 2025 until May 31, 2025" or "From May 1, 2025 until further notice", after a calendar. */
export function PromotionPeriod({ startDate, endDate, timeZone, className, id }: PromotionPeriodProps) {
  const { t, locale } = useUiPanelTranslation();
  const { start, end } = promotionPeriod(startDate, endDate, locale, timeZone);
  const text =
    end === null
      ? t('promotions.periodOpen', { start: isolate(start) })
      : t('promotions.period', { start: isolate(start), end: isolate(end) });
  return (
    <p id={id} className={cx(styles.period, className)} data-slot="promotion-period">
      <span aria-hidden className={styles.periodIcon}>
        <CalendarDays size={16} />
      </span>
      <span>{text}</span>
    </p>
  );
}
