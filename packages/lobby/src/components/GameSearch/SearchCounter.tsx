import { cx, isolate, latinNumberFormat } from '@portal/ui';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import * as styles from './GameSearch.css';

export interface SearchCounterProps {
  /** How many games the page shows ({0}). */
  shown: number;
  /** The category's name ({1}), for example "Slots". */
  category: string;
  /** How many games match in all ({2}). */
  total: number;
  className?: string;
}

/**
 * 'Currently displaying {0} {1} games out of {2}' (spec 2.3), numbers grouped for the language. A polite
 * live region: keep it mounted while the results change, so the new count is announced once.
 */
export function SearchCounter({ shown, category, total, className }: SearchCounterProps) {
  const { t, locale } = useLobbyScreensTranslation();
  // Latin digits in every language, as the kit's amounts are.
  const format = latinNumberFormat(locale);
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cx(styles.counter, className)}
      data-slot="search-counter"
    >
      {t('gameSearch.counter', {
        shown: isolate(format.format(shown)),
        category: isolate(category),
        total: isolate(format.format(total)),
      })}
    </p>
  );
}
