import { calls, type DepositRecord } from '@portal/api';
import { useFormsTranslation, type FormsMessageKey } from '@portal/forms';
import { Badge, type DataTableColumn } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { depositStatusTone } from './depositStatusTone';
import { useHistoryList } from './useHistoryList';
import { useMoneyText } from './useMoneyText';
import { RecordTable } from './RecordTable';

export interface DepositHistoryProps {
  /** Shows one deposit's details. */
  onOpen: (reference: string) => void;
  /** Changes when the member's deposits changed (one started, one settled): the list is read again. */
  version?: number;
}

/** The member's latest deposits, newest first, each with its status; a reference opens its details. */
export function DepositHistory({ onOpen, version = 0 }: DepositHistoryProps) {
  const { t } = useAccountTranslation();
  const { t: forms } = useFormsTranslation();
  const { money, time } = useMoneyText();
  const { list, showMore } = useHistoryList(calls.deposits, version);
  const rows = list.data?.list ?? [];
  const columns: DataTableColumn<DepositRecord>[] = [
    { key: 'createdAt', header: t('deposit.column.time'), cell: (row) => time(row.createdAt) },
    {
      key: 'channel',
      header: t('deposit.column.channel'),
      cell: (row) => forms(`deposit.channel.${row.channel}` as FormsMessageKey),
    },
    {
      key: 'amount',
      header: t('deposit.column.amount'),
      numeric: true,
      cell: (row) => money(row.amountMinor, row.currency),
    },
    {
      key: 'status',
      header: t('deposit.column.status'),
      cell: (row) => <Badge tone={depositStatusTone[row.status]}>{t(`deposit.status.${row.status}`)}</Badge>,
    },
    {
      key: 'reference',
      header: t('deposit.column.reference'),
      cell: (row) => (
        <button type="button" className={styles.referenceButton} onClick={() => onOpen(row.reference)}>
          {row.reference}
        </button>
      ),
    },
  ];
  return (
    <>
      <RecordTable
        caption={t('deposit.history')}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.reference}
        loading={!list.data && !list.error}
        emptyTitle={t('deposit.historyEmpty')}
        onShowMore={showMore}
      />
    </>
  );
}
