import { Button, DataTable, EmptyState, type DataTableColumn } from '@portal/ui';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import * as styles from './cashier.css';

export interface RecordTableProps<Row> {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  loading: boolean;
  /** What the table says with no rows. */
  emptyTitle: string;
  /** Offers "show more" (the platform has more, and the page may show them). */
  onShowMore?: () => void;
}

/** A member's records (deposits, withdrawals...), newest first, with "show more" while there are more. */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  loading,
  emptyTitle,
  onShowMore,
}: RecordTableProps<Row>) {
  const { t } = useAccountTranslation();
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        loading={loading}
        empty={<EmptyState size="compact" title={emptyTitle} />}
      />
      {onShowMore ? (
        <Button variant="ghost" className={styles.historyMore} onClick={onShowMore}>
          {t('deposit.showMore')}
        </Button>
      ) : null}
    </>
  );
}
