import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ErrorState } from '../states/error-state';
import { CardList, type RowCard } from './card-list';
import { visuallyHiddenSx } from '../states/visually-hidden';
import { hasRowActions, rowActionsColumn, type RowActionHandlers } from './row-actions';
import { TableSearch } from './table-search';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  field: string;
  direction: SortDirection;
}

export interface DataTableProps<Row extends GridValidRowModel> extends RowActionHandlers<Row> {
  /** The accessible name of the grid, e.g. "Bookings". */
  label: string;
  rows: readonly Row[];
  columns: readonly GridColDef<Row>[];
  /** Total rows on the server, for the pager. */
  rowCount: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizeOptions?: number[];
  sort?: TableSort | null;
  onPageChange: (page: number) => void;
  /** The parent usually goes back to page 0 when the page size changes. */
  onPageSizeChange?: (pageSize: number) => void;
  /** null when the user removes the sort. */
  onSortChange?: (sort: TableSort | null) => void;
  /** Shows a search box above the grid when given with onSearchChange. */
  search?: string;
  onSearchChange?: (search: string) => void;
  searchLabel?: string;
  /** Controls beside the search, e.g. a status select. */
  filters?: ReactNode;
  /** Buttons at the right of the bar, e.g. "Add Booking". */
  toolbar?: ReactNode;
  isLoading?: boolean;
  error?: Error | string | null;
  onRetry?: () => void;
  getRowId?: (row: Row) => GridRowId;
  emptyText?: string;
  loadingText?: string;
  /** At phone width the rows become these cards (the grid stays on wider screens). */
  renderCard?: (row: Row) => RowCard;
  /** Checkbox selection of the page's rows, for bulk actions. */
  selectedIds?: readonly GridRowId[];
  onSelectedIdsChange?: (ids: GridRowId[]) => void;
}

const defaultPageSizes = [10, 25, 50, 100];

function toSortModel(sort: TableSort | null | undefined): GridSortModel {
  return sort ? [{ field: sort.field, sort: sort.direction }] : [];
}

function fromSortModel(model: GridSortModel): TableSort | null {
  const [first] = model;
  return first?.sort ? { field: first.field, direction: first.sort } : null;
}

// The admin lists' grid. Paging, sorting and searching all happen on the
// server (the lists must stay fast at 100,000 rows), so the grid only reports
// what the user asked for and shows the page it is given.
export function DataTable<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  page,
  pageSize,
  pageSizeOptions = defaultPageSizes,
  sort,
  onPageChange,
  onPageSizeChange,
  onSortChange,
  search = '',
  onSearchChange,
  searchLabel = 'Search',
  filters,
  toolbar,
  isLoading = false,
  error,
  onRetry,
  onView,
  onEdit,
  onDelete,
  getRowId,
  emptyText = 'No data available',
  loadingText = 'Loading...',
  renderCard,
  selectedIds,
  onSelectedIdsChange,
}: DataTableProps<Row>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));

  const allColumns = useMemo(() => {
    const handlers = { onView, onEdit, onDelete };
    if (!hasRowActions(handlers)) return [...columns];
    // On phones the actions lead the row, so they are reachable without scrolling sideways.
    return isPhone
      ? [rowActionsColumn(handlers), ...columns]
      : [...columns, rowActionsColumn(handlers)];
  }, [columns, onView, onEdit, onDelete, isPhone]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== pageSize) onPageSizeChange?.(model.pageSize);
    else if (model.page !== page) onPageChange(model.page);
  };

  const errorMessage = typeof error === 'string' ? error : error?.message;
  const rowIdOf = (row: Row): GridRowId => (getRowId ? getRowId(row) : (row.id as GridRowId));
  const selected = useMemo(() => new Set(selectedIds ?? []), [selectedIds]);
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: selected }),
    [selected],
  );
  // The grid may answer "every row but these" (the header checkbox); the parent gets ids.
  const handleSelection = (model: GridRowSelectionModel) =>
    onSelectedIdsChange?.(
      model.type === 'include'
        ? [...model.ids]
        : rows.map(rowIdOf).filter((id) => !model.ids.has(id)),
    );
  const hasBar = Boolean(onSearchChange || filters || toolbar);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {hasBar && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {onSearchChange && (
            <TableSearch value={search} onChange={onSearchChange} label={searchLabel} />
          )}
          {filters}
          {toolbar && <Box sx={{ ml: { sm: 'auto' }, display: 'flex', gap: 1 }}>{toolbar}</Box>}
        </Box>
      )}
      {/* The skeleton overlay is silent; this tells screen readers a page is on its way. */}
      <Box role="status" sx={visuallyHiddenSx}>
        {isLoading ? loadingText : ''}
      </Box>
      {errorMessage ? (
        <Paper variant="outlined">
          <ErrorState message={errorMessage} onRetry={onRetry} />
        </Paper>
      ) : isPhone && renderCard ? (
        <CardList<Row>
          label={label}
          rows={rows}
          getRowId={rowIdOf}
          renderCard={renderCard}
          rowCount={rowCount}
          page={page}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          isLoading={isLoading}
          emptyText={emptyText}
          selectedIds={onSelectedIdsChange ? selected : undefined}
          onToggleSelected={
            onSelectedIdsChange
              ? (id, isSelected) =>
                  onSelectedIdsChange(
                    isSelected
                      ? [...selected, id]
                      : [...selected].filter((selectedId) => selectedId !== id),
                  )
              : undefined
          }
          onView={onView}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ) : (
        <DataGrid<Row>
          label={label}
          rows={rows}
          columns={allColumns}
          getRowId={getRowId}
          rowCount={rowCount}
          loading={isLoading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page, pageSize }}
          onPaginationModelChange={handlePaginationModelChange}
          // Without a handler the page size is fixed, so no selector is offered.
          pageSizeOptions={onPageSizeChange ? pageSizeOptions : [pageSize]}
          sortModel={toSortModel(sort)}
          onSortModelChange={(model) => onSortChange?.(fromSortModel(model))}
          sortingOrder={['asc', 'desc', null]}
          disableColumnFilter
          disableColumnMenu
          disableRowSelectionOnClick
          checkboxSelection={Boolean(onSelectedIdsChange)}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={handleSelection}
          autoHeight
          density={isPhone ? 'compact' : 'standard'}
          localeText={{ noRowsLabel: emptyText, noResultsOverlayLabel: emptyText }}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
    </Box>
  );
}
