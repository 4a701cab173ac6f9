import { calls, type UplineTransferRecord } from '@portal/api';
import { useCall } from '@portal/api/react';
import type { DataTableColumn } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';
import { RecordTable } from './RecordTable';
import { useMoneyText } from './useMoneyText';

/** How many transfers the list shows at first, and adds with each "show more". */
const step = 10;
/** The most one page of the platform's answer holds. */
const most = 100;

export interface UplineTransferHistoryProps {
  /** Changes when the member made a transfer: the list is read again. */
  version?: number;
}

/** The member's transfers to their agent, newest first: time with the reference, amount, agent, note. */
export function UplineTransferHistory({ version = 0 }: UplineTransferHistoryProps) {
  const { t } = useAccountTranslation();
  const { money, time } = useMoneyText();
  const [shown, setShown] = useState(step);
  const list = useCall(calls.uplineTransfers, { pageSize: shown });
  const { mutate } = list;
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    void mutate();
  }, [version, mutate]);

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
      onShowMore={list.data?.next && shown < most ? () => setShown(shown + step) : undefined}
    />
  );
}
