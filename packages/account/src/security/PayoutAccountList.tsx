import type { PayoutAccount } from '@portal/api';
import { Badge } from '@portal/ui';
import { CreditCard, Wallet } from 'lucide-react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './security.css';

export interface PayoutAccountListProps {
  accounts: readonly PayoutAccount[];
}

/** The member's bound payout accounts as cards: the kind, the bank or wallet, the holder, the masked number. */
export function PayoutAccountList({ accounts }: PayoutAccountListProps) {
  const { t } = useAccountTranslation();
  return (
    <ul className={styles.payoutList}>
      {accounts.map((account) => {
        const Icon = account.kind === 'bank' ? CreditCard : Wallet;
        return (
          <li key={account.id} className={styles.payoutCard}>
            <Icon aria-hidden size={22} className={styles.payoutIcon} />
            <div className={styles.payoutText}>
              <span className={styles.payoutName}>{account.institution}</span>
              <span className={styles.payoutHolder}>{account.holderName}</span>
            </div>
            <bdi className={styles.payoutNumber}>{account.maskedNumber}</bdi>
            <Badge tone="neutral">{t(`security.payoutKind.${account.kind}`)}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
