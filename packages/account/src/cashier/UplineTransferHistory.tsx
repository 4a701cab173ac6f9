import { calls, type UplineTransferRecord } from '@portal/api';
import type { DataTableColumn } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { RecordTable } from './RecordTable';
import { useHistoryList } from './useHistoryList';
import { useMoneyText } from './useMoneyText';

export interface UplineTransferHistoryProps {
  /** Changes when the member made a transfer: the list is read again. */
  version?: number;
}

/** The member's transfers to their agent, newest first: time with the reference, amount, agent, note. */
export function UplineTransferHistory({ version = 0 }: UplineTransferHistoryProps) {
  const { t } = useAccountTranslation();
  const { money, time } = useMoneyText();
  const { list, showMore } = useHistoryList(calls.uplineTransfers, version);

  const columns: DataTableColumn<UplineTransferRecord>[] = [
    {
      key: 'createdAt',
      header: t('upline.column.time'),
      cell: (row) => (
        <span className={styles.timeCell}>
          {time(row.createdAt)}
          <bdi className={styles.reference}>{row.reference}</bdi>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('upline.column.amount'),
      numeric: true,
      cell: (row) => money(row.amountMinor, row.currency),
    },
    { key: 'agent', header: t('upline.column.agent'), cell: (row) => <bdi>{row.agent.name}</bdi> },
    { key: 'note', header: t('upline.column.note'), cell: (row) => (row.note ? <bdi>{row.note}</bdi> : '—') },
  ];
  return (
    <RecordTable
      caption={t('upline.history')}
      columns={columns}
      rows={list.data?.list ?? []}
      getRowKey={(row) => row.reference}
      loading={!list.data && !list.error}
      emptyTitle={t('upline.historyEmpty')}
      onShowMore={showMore}
    />
  );
}
