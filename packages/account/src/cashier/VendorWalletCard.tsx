import { Button } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';

export interface VendorWalletCardProps {
  /** The vendor's name. */
  label: string;
  /** The balance, formatted. */
  balance: string;
  /** Nothing to take out. */
  empty: boolean;
  onTransferIn: () => void;
  onTransferOut: () => void;
}

/** One vendor wallet: its name and balance, and the two directions a transfer can take. */
export function VendorWalletCard({
  label,
  balance,
  empty,
  onTransferIn,
  onTransferOut,
}: VendorWalletCardProps) {
  const { t } = useAccountTranslation();
  return (
    <li className={styles.walletCard}>
      <span className={styles.walletName}>{label}</span>
      <span className={styles.walletBalance}>{balance}</span>
      <span className={styles.walletActions}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('wallet.transferInTo', { wallet: label })}
          onClick={onTransferIn}
        >
          {t('wallet.transferIn')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={empty}
          aria-label={t('wallet.transferOutOf', { wallet: label })}
          onClick={onTransferOut}
        >
          {t('wallet.transferOut')}
        </Button>
      </span>
    </li>
  );
}
