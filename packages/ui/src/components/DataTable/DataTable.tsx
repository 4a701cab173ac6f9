import { useId, useRef, type ReactNode, type Ref } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { focusRing } from '../../styles/focusRing.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pagination } from '../Pagination/Pagination';
import * as styles from './DataTable.css';
import { cellContent, columnClass, SkeletonRows } from './DataTableRows';
import { useScrollable } from './useScrollable';

export const dataTableAligns = ['start', 'center', 'end'] as const;

export interface DataTableColumn<Row> {
  /** Unique among the columns; also the row field shown when there is no `cell`. */
  key: string;
  /** The column's header. */
  header: ReactNode;
  /** Renders the cell; without it the row's `key` field is shown if it is text or a number. */
  cell?: (row: Row, index: number) => ReactNode;
  /** Text alignment; `end` for numeric columns unless set. */
  align?: (typeof dataTableAligns)[number];
  /** Figures (amounts, counts): tabular digits, end-aligned, kept in order in right-to-left text. */
  numeric?: boolean;
  /** A CSS length for the column, for example `'12rem'`. */
  width?: string;
  /** Let long text (remarks, descriptions) wrap; other cells stay on one line and the table scrolls. */
  wrap?: boolean;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key for each row, for example its record id. */
  getRowKey: (row: Row, index: number) => string | number;
  /** Names the table (and its scroll region). Always give one; hide it with `captionHidden`. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  /** Show placeholder rows, mark the table busy and announce it. */
  loading?: boolean;
  /** How many placeholder rows to show while loading. Defaults to 5. */
  loadingRows?: number;
  /** The loading announcement; defaults to "Loading records". */
  loadingLabel?: string;
  /** What an empty table shows; defaults to an empty state saying "No records found". */
  empty?: ReactNode;
  /** Current page, 1-based; with `totalPages` and `onPageChange`, pagination shows under the table. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /** The pagination landmark's name, when a page holds more than one. */
  paginationLabel?: string;
  /** A CSS length: beyond it the rows scroll under the sticky header. */
  maxBlockSize?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A table of records (bets, transactions, rewards) with loading, empty and paged states. */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  captionHidden = false,
  loading = false,
  loadingRows = 5,
  loadingLabel,
  empty,
  page,
  totalPages,
  onPageChange,
  paginationLabel,
  maxBlockSize,
  className,
  ref,
}: DataTableProps<Row>) {
  const { t } = useUiPanelTranslation();
  const captionId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(regionRef);
  const isEmpty = !loading && rows.length === 0;

  return (
    <div ref={ref} className={cx(styles.root, className)} data-slot="data-table">
      {/* Focusable only when it scrolls, so keyboard users can scroll it with the arrow keys. */}
      <div
        ref={regionRef}
        role="region"
        aria-labelledby={captionId}
        tabIndex={scrollable ? 0 : undefined}
        className={cx(styles.region, focusRing)}
        style={maxBlockSize ? { maxBlockSize } : undefined}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead className={styles.head}>
            <tr className={styles.headRow}>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(styles.headerCell, columnClass(column))}
                  style={column.width ? { inlineSize: column.width } : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? <SkeletonRows columns={columns} count={loadingRows} /> : null}
            {isEmpty ? (
              <tr>
                <td colSpan={columns.length} className={styles.emptyCell}>
                  {empty ?? <EmptyState size="compact" title={t('dataTable.empty')} />}
                </td>
              </tr>
            ) : null}
            {loading
              ? null
              : rows.map((row, index) => (
                  <tr key={getRowKey(row, index)} className={styles.row}>
                    {columns.map((column) => (
                      <td key={column.key} className={cx(styles.bodyCell, columnClass(column))}>
                        {cellContent(column, row, index)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <div role="status" className={visuallyHidden}>
        {loading ? (loadingLabel ?? t('dataTable.loading')) : null}
      </div>
      {page !== undefined && totalPages !== undefined && onPageChange ? (
        <Pagination
          className={styles.pagination}
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          label={paginationLabel}
        />
      ) : null}
    </div>
  );
}
