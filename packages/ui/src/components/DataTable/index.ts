export { DataTable, dataTableAligns, type DataTableColumn, type DataTableProps } from './DataTable';
