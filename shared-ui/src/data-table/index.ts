export { DataTable, type DataTableProps, type TableSort, type SortDirection } from './data-table';
export { CardList, type CardListProps, type RowCard } from './card-list';
export { TableSearch, type TableSearchProps } from './table-search';
export { rowActionsColumn, type RowActionHandlers } from './row-actions';
export type {
  GridColDef,
  GridRenderCellParams,
  GridRowId,
  GridValidRowModel,
} from '@mui/x-data-grid';
