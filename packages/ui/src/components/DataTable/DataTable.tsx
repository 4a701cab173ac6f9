import { useId, useRef } from 'react';
import { useUiPanelTranslation } from '../../i18n/useUiPanelTranslation';
import { focusRing } from '../../styles/focusRing.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState/EmptyState';
import { Pagination } from '../Pagination/Pagination';
import * as styles from './DataTable.css';
import { cellContent, columnClass, SkeletonRows } from './DataTableRows';
import { useScrollable } from './useScrollable';
import type { DataTableProps } from './DataTable.types';

export { dataTableAligns, type DataTableColumn, type DataTableProps } from './DataTable.types';

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
