import type { ReactNode, Ref } from 'react';

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
