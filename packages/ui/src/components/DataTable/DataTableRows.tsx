import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import type { DataTableColumn } from './DataTable.types';
import * as styles from './DataTable.css';

/** Classes shared by a column's header and body cells. */
export function columnClass<Row>(column: DataTableColumn<Row>): string {
  return cx(styles.align[alignOf(column)], column.numeric && styles.numeric, column.wrap && styles.wrap);
}

/** Numeric columns end-align unless told otherwise. */
const alignOf = <Row,>(column: DataTableColumn<Row>) => column.align ?? (column.numeric ? 'end' : 'start');

/** A cell's content: the column's renderer, or the row's field of the same key when it is text. */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row, index: number): ReactNode {
  let content: ReactNode = null;
  if (column.cell) content = column.cell(row, index);
  else if (typeof row === 'object' && row !== null) {
    const value: unknown = (row as Record<string, unknown>)[column.key];
    if (typeof value === 'string' || typeof value === 'number') content = value;
  }
  return column.numeric ? <span className={styles.numericValue}>{content}</span> : content;
}

// Varied but fixed widths, so placeholder rows look like text without any randomness.
const widths = ['72%', '54%', '86%', '63%', '47%', '78%'];

/** Placeholder rows drawn while the records load; hidden from assistive technology. */
export function SkeletonRows<Row>({ columns, count }: { columns: DataTableColumn<Row>[]; count: number }) {
  return Array.from({ length: count }, (_, rowIndex) => (
    <tr key={rowIndex} className={styles.row} aria-hidden>
      {columns.map((column, columnIndex) => (
        <td key={column.key} className={cx(styles.bodyCell, columnClass(column))}>
          <Skeleton
            inlineSize={column.numeric ? '64px' : widths[(rowIndex * 3 + columnIndex) % widths.length]}
            className={styles.skeletonAlign[alignOf(column)]}
          />
        </td>
      ))}
    </tr>
  ));
}
