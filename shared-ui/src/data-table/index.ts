export { DataTable, type DataTableProps, type TableSort, type SortDirection } from './data-table';
export { TableSearch, type TableSearchProps } from './table-search';
export { rowActionsColumn, type RowActionHandlers } from './row-actions';
export type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
