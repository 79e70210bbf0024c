import { statusLabel } from '@inzira/shared-data/bookings';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface BulkBarProps {
  count: number;
  statuses?: readonly string[];
  onSetStatus?: (status: string) => Promise<void>;
  onDelete: () => void;
  onClear: () => void;
}

/** Shown while rows are selected: one status for all of them, or delete them all. */
export function BulkBar({ count, statuses, onSetStatus, onDelete, onClear }: BulkBarProps) {
  const [isWorking, setIsWorking] = useState(false);
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Selected rows"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{`${count} selected`}</Typography>
      {statuses && onSetStatus && (
        <TextField
          select
          size="small"
          label="Set status"
          value=""
          disabled={isWorking}
          onChange={(event) => {
            setIsWorking(true);
            void onSetStatus(event.target.value).finally(() => setIsWorking(false));
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          // The theme makes text fields full width; in the bar the select sits beside the buttons.
          fullWidth={false}
          sx={{ minWidth: 160 }}
        >
          <option value="" disabled>
            Choose...
          </option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </TextField>
      )}
      <Button
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={onDelete}
        disabled={isWorking}
      >
        Delete selected
      </Button>
      <Box sx={{ ml: 'auto' }}>
        <Button onClick={onClear}>Clear selection</Button>
      </Box>
    </Paper>
  );
}
