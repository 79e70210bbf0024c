import type { GridActionsColDef, GridValidRowModel } from '@mui/x-data-grid';
import { GridActionsCellItem } from '@mui/x-data-grid';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';

export interface RowActionHandlers<Row> {
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}

export function hasRowActions<Row>({ onView, onEdit, onDelete }: RowActionHandlers<Row>): boolean {
  return Boolean(onView || onEdit || onDelete);
}

// One icon button per handler given, each named for screen readers
// ("View", "Edit", "Delete").
export function rowActionsColumn<Row extends GridValidRowModel>({
  onView,
  onEdit,
  onDelete,
}: RowActionHandlers<Row>): GridActionsColDef<Row> {
  const actions = [
    { label: 'View', icon: <VisibilityOutlinedIcon />, handler: onView },
    { label: 'Edit', icon: <EditOutlinedIcon />, handler: onEdit },
    { label: 'Delete', icon: <DeleteOutlineIcon color="error" />, handler: onDelete },
  ];
  const count = actions.filter(({ handler }) => handler).length;
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 48 * count + 24,
    getActions: ({ row }) =>
      actions.flatMap(({ label, icon, handler }) =>
        handler
          ? [
              <GridActionsCellItem
                key={label.toLowerCase()}
                icon={icon}
                label={label}
                onClick={() => handler(row)}
              />,
            ]
          : [],
      ),
  };
}
