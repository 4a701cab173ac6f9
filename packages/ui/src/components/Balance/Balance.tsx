import { Eye, EyeOff, RefreshCw, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button/IconButton';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './Balance.css';
import { formatMoney, hiddenMoneyMask } from './formatMoney';

export interface BalanceProps {
  /** The balance in integer minor units (cents): 123456 shows as 1,234.56. */
  amount: number;
  /** The member's currency symbol, shown before the figures (after them in right-to-left text). */
  currencySymbol?: string;
  /** Decimals shown, and minor units per major unit as a power of ten; 2 by default. */
  fractionDigits?: number;
  /** Controlled: whether the figures are masked. Pair with `onHiddenChange`. */
  hidden?: boolean;
  /** Uncontrolled: whether the figures start masked. */
  defaultHidden?: boolean;
  /** Called with the new value when the member shows or hides the balance. */
  onHiddenChange?: (hidden: boolean) => void;
  /** Asks for a fresh balance; without it there is no refresh control. */
  onRefresh?: () => void;
  /** A refresh is under way: the icon spins and further presses are ignored. */
  refreshing?: boolean;
  /** The amount is not known yet (first load): a placeholder shows instead of the figures. */
  loading?: boolean;
  /** Names the group; "Balance" by default. */
  label?: string;
  className?: string;
}

/** The member's balance with two decimals, a show/hide toggle and an optional refresh control. */
export function Balance({
  amount,
  currencySymbol,
  fractionDigits = 2,
  hidden: hiddenProp,
  defaultHidden = false,
  onHiddenChange,
  onRefresh,
  refreshing = false,
  loading = false,
  label,
  className,
}: BalanceProps) {
  const { t, locale } = useUiTranslation();
  const labelId = useId();
  const [hiddenState, setHiddenState] = useState(defaultHidden);
  const hidden = hiddenProp ?? hiddenState;
  const setHidden = (next: boolean) => {
    if (hiddenProp === undefined) setHiddenState(next);
    onHiddenChange?.(next);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cx(styles.root, className)}
      data-slot="balance"
      data-state={hidden ? 'hidden' : loading ? 'loading' : 'shown'}
    >
      <span id={labelId} className={visuallyHidden}>
        {label ?? t('balance.label')}
      </span>
      <span aria-hidden className={styles.wallet}>
        <Wallet size={18} />
      </span>
      {/* Announces the new amount after a refresh; busy while it is under way so nothing is read twice. */}
      <span
        className={styles.amount}
        aria-live="polite"
        aria-atomic="true"
        aria-busy={refreshing || loading || undefined}
      >
        {hidden ? (
          <>
            <span aria-hidden className={styles.mask}>
              {hiddenMoneyMask}
            </span>
            <span className={visuallyHidden}>{t('balance.hidden')}</span>
          </>
        ) : loading ? (
          <>
            <Skeleton inlineSize={88} blockSize="1em" className={styles.placeholder} />
            <span className={visuallyHidden}>{t('balance.loading')}</span>
          </>
        ) : (
          <>
            {currencySymbol ? <span className={styles.symbol}>{currencySymbol}</span> : null}
            <span dir="ltr" className={styles.figures}>
              {formatMoney(amount, { locale, fractionDigits })}
            </span>
          </>
        )}
      </span>
      <span className={styles.controls}>
        <IconButton
          size="sm"
          className={styles.control}
          aria-pressed={hidden}
          label={t(hidden ? 'balance.show' : 'balance.hide')}
          icon={hidden ? <Eye size={18} /> : <EyeOff size={18} />}
          onClick={() => setHidden(!hidden)}
        />
        {onRefresh ? (
          <IconButton
            size="sm"
            className={styles.control}
            label={t('balance.refresh')}
            aria-busy={refreshing || undefined}
            icon={<RefreshCw size={18} className={cx(styles.refreshIcon, refreshing && styles.spinning)} />}
            // Stays focusable while refreshing so focus is not lost; a second press would only repeat it.
            onClick={() => {
              if (!refreshing) onRefresh();
            }}
          />
        ) : null}
      </span>
    </div>
  );
}
