import { DataTable, EmptyState, type DataTableColumn } from '@portal/ui';
import { PanelLoading } from '../cashier/PanelLoading';
import { useAccountTranslation } from '../i18n/useAccountTranslation';
import { RecordLoadFailed } from './RecordLoadFailed';
import { RecordPager } from './RecordPager';
import { RecordTotals, type RecordFigure } from './RecordTotals';
import type { RecordQuery } from './useRecordQuery';

/** A record's page as the platform answers it: its rows, and where the next page starts. */
interface RecordValue<Row> {
  list: Row[];
  next?: string;
}

export interface RecordResultsProps<Row extends { id: string }, Value extends RecordValue<Row>> {
  /** The record's read (an SWR answer): the page shown stays, marked busy, while the next one loads. */
  records: { data?: Value; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The totals of every row the filters select, and how many rows they count (for "page N of M"). */
  summary: (value: Value) => { figures: RecordFigure[]; rows: number };
  columns: DataTableColumn<Row>[];
  /** The record's own texts: its failure's title, its table's caption, its empty state, its pager. */
  names: { loadFailed: string; caption: string; empty: string; pages: string };
  paging: Pick<RecordQuery<unknown>, 'page' | 'goNext' | 'goPrevious'>;
  pageSize: number;
}

/**
 * What a record shows under its filters: the totals, the page of rows and the keyset pager; or, while
 * nothing has arrived, a loading panel; or the failure in words with a retry.
 */
export function RecordResults<Row extends { id: string }, Value extends RecordValue<Row>>({
  records,
  summary,
  columns,
  names,
  paging,
  pageSize,
}: RecordResultsProps<Row, Value>) {
  const { t } = useAccountTranslation();
  const value = records.data;
  if (records.error) {
    return (
      <RecordLoadFailed
        title={names.loadFailed}
        error={records.error}
        onRetry={() => void records.mutate()}
      />
    );
  }
  if (!value) return <PanelLoading lines={6} />;
  const { figures, rows } = summary(value);
  return (
    <>
      <RecordTotals label={t('records.totals')} busy={records.isLoading} figures={figures} />
      <DataTable
        caption={names.caption}
        captionHidden
        columns={columns}
        rows={value.list}
        getRowKey={(row) => row.id}
        loading={records.isLoading}
        empty={<EmptyState size="compact" title={names.empty} description={t('records.emptyHint')} />}
      />
      <RecordPager
        label={names.pages}
        page={paging.page}
        total={rows}
        pageSize={pageSize}
        hasNext={value.next !== undefined}
        busy={records.isLoading}
        onPrevious={paging.goPrevious}
        onNext={() => value.next !== undefined && paging.goNext(value.next)}
      />
    </>
  );
}
