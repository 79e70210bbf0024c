import { DialogFrame } from '@inzira/shared-ui/dialogs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DetailField } from './entity-config';

export interface EntityDetailDialogProps<Row> {
  open: boolean;
  title: string;
  row: Row | null;
  fields: DetailField<Row>[];
  /** Shown instead of the fields while the row loads or when it does not exist. */
  placeholder?: ReactNode;
  /** Shown under the fields, e.g. an inbox's status, notes and reply actions. */
  extra?: ReactNode;
  onClose: () => void;
  onEdit?: () => void;
}

/** The read-only view of one row (the third row action, docs/product-decisions.md, decision 11). */
export function EntityDetailDialog<Row>({
  open,
  title,
  row,
  fields,
  placeholder,
  extra,
  onClose,
  onEdit,
}: EntityDetailDialogProps<Row>) {
  return (
    <DialogFrame open={open} onClose={onClose} title={title}>
      <DialogContent dividers>
        {row ? (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1.5 },
            }}
          >
            {fields.map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: { xs: 1, sm: 0 } }}
                >
                  {field.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body1"
                  sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                >
                  {field.value(row) || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          placeholder
        )}
        {row && extra}
      </DialogContent>
      <DialogActions>
        {row && onEdit && <Button onClick={onEdit}>Edit</Button>}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
