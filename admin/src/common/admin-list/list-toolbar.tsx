import type { AdminListParams, AdminResource } from '@inzira/shared-data/admin-list';
import { statusLabel } from '@inzira/shared-data/bookings';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ExportButton } from './export-button';

/** The list's status filter: one status, or all. */
export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly string[];
  value: string;
  onChange: (status: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
    >
      <option value="">All</option>
      {/* The dashboard's "active" link asks for several statuses at once. */}
      {value.includes(',') && (
        <option value={value}>{value.split(',').map(statusLabel).join(' or ')}</option>
      )}
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </TextField>
  );
}

/** An inbox's "Needs action" filter: only the leads nobody on the team has acted on yet. */
export function NeedsActionFilter({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (only: boolean) => void;
}) {
  return (
    <FormControlLabel
      label="Needs action"
      control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}

/** Beside the search: export what the list shows, and add a record where the list takes one. */
export function ListToolbar({
  resource,
  params,
  entityName,
  onAdd,
}: {
  resource: AdminResource;
  params: AdminListParams;
  entityName: string;
  /** Absent for inboxes: their rows come from visitors. */
  onAdd?: () => void;
}) {
  return (
    <>
      <ExportButton
        resource={resource}
        params={params}
        fileName={`${resource.replace(/_/g, '-')}.csv`}
      />
      {onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {`Add ${entityName}`}
        </Button>
      )}
    </>
  );
}
