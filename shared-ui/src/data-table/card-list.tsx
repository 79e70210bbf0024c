import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { GridRowId } from '@mui/x-data-grid';
import type { RowActionHandlers } from './row-actions';

/** What a row shows as a card at phone width: the fields that matter for triage. */
export interface RowCard {
  title: ReactNode;
  /** Plain text of the title, for the card's controls' names. */
  name: string;
  status?: ReactNode;
  detail?: ReactNode;
  date?: ReactNode;
  /** A marker beside the title, e.g. "New". */
  badge?: ReactNode;
}

export interface CardListProps<Row> extends RowActionHandlers<Row> {
  label: string;
  rows: readonly Row[];
  getRowId: (row: Row) => GridRowId;
  renderCard: (row: Row) => RowCard;
  rowCount: number;
  page: number;
  pageSize: number;
  pageSizeOptions: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  isLoading: boolean;
  emptyText: string;
  selectedIds?: ReadonlySet<GridRowId>;
  onToggleSelected?: (id: GridRowId, selected: boolean) => void;
}

/**
 * The list at phone width: one card per row with its name, status, detail and date, and the
 * row's actions as buttons big enough for a thumb; paging below.
 */
export function CardList<Row>({
  label,
  rows,
  getRowId,
  renderCard,
  rowCount,
  page,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  isLoading,
  emptyText,
  selectedIds,
  onToggleSelected,
  onView,
  onEdit,
  onDelete,
}: CardListProps<Row>) {
  return (
    <Box>
      {isLoading && rows.length === 0 ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={96} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {rows.map((row) => {
            const id = getRowId(row);
            const card = renderCard(row);
            return (
              <Paper key={id} component="li" variant="outlined" sx={{ p: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  {onToggleSelected && (
                    <Checkbox
                      size="small"
                      sx={{ p: 0.5, mt: -0.25 }}
                      checked={selectedIds?.has(id) ?? false}
                      onChange={(event) => onToggleSelected(id, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Select ${card.name}` } }}
                    />
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography
                        component="span"
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        {card.title}
                      </Typography>
                      {card.badge}
                    </Box>
                    {card.detail && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {card.detail}
                      </Typography>
                    )}
                    <Box
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        mt: 0.5,
                        flexWrap: 'wrap',
                      }}
                    >
                      {card.status}
                      {card.date && (
                        <Typography variant="caption" color="text.secondary">
                          {card.date}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                  <Box sx={{ display: 'flex', flexShrink: 0 }}>
                    {onView && (
                      <IconButton aria-label={`View ${card.name}`} onClick={() => onView(row)}>
                        <VisibilityOutlinedIcon />
                      </IconButton>
                    )}
                    {onEdit && (
                      <IconButton aria-label={`Edit ${card.name}`} onClick={() => onEdit(row)}>
                        <EditOutlinedIcon />
                      </IconButton>
                    )}
                    {onDelete && (
                      <IconButton aria-label={`Delete ${card.name}`} onClick={() => onDelete(row)}>
                        <DeleteOutlineIcon color="error" />
                      </IconButton>
                    )}
                  </Box>
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
      <TablePagination
        component="div"
        count={rowCount}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={onPageSizeChange ? pageSizeOptions : [pageSize]}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => onPageSizeChange?.(Number(event.target.value))}
        labelRowsPerPage="Rows"
      />
    </Box>
  );
}
