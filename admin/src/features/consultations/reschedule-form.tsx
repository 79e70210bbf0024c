import type { AdminRows } from '@inzira/shared-data/admin-list';
import {
  bookingWindow,
  kigaliDateOf,
  scheduledFor,
  slotOf,
  useConsultationActions,
  useConsultationDay,
  type ConsultationSlot,
} from '@inzira/shared-data/consultations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { formatDateTime } from '../../common/admin-list/format';
import { errorMessage } from '@inzira/shared-data/errors';

/**
 * Moves a consultation to another Kigali slot: the times the consultation hours offer for the
 * date (docs/consultations.md), today to two months ahead, no past hour, taken slots greyed out;
 * the database still refuses a slot taken meanwhile, and its message is shown.
 */
export function RescheduleForm({ row }: { row: AdminRows['consultations'] }) {
  const { enqueueSnackbar } = useSnackbar();
  const { update } = useConsultationActions();
  const range = bookingWindow();
  const [date, setDate] = useState(kigaliDateOf(row.scheduled_for));
  const [slot, setSlot] = useState<ConsultationSlot | ''>('');
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const day = useConsultationDay(date || undefined);
  const slots = day.data?.slots ?? [];
  const headingId = useId();
  const current = slotOf(row.scheduled_for);
  const isCurrentDay = date === kigaliDateOf(row.scheduled_for);

  const handleSubmit = async () => {
    if (!date || !slot) {
      setError('Choose a date and a time.');
      return;
    }
    setIsSaving(true);
    setError('');
    try {
      await update(row.id, { scheduled_for: scheduledFor(date, slot) });
      setSlot('');
      enqueueSnackbar(`Rescheduled to ${formatDateTime(scheduledFor(date, slot))}`, {
        variant: 'success',
      });
    } catch (caught) {
      setError(errorMessage(caught, 'Could not reschedule the consultation'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        Reschedule
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          type="date"
          size="small"
          label="New date (Kigali)"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setSlot('');
          }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: range.min, max: range.max },
          }}
        />
        <TextField
          select
          size="small"
          label="New time (Kigali)"
          value={slot}
          onChange={(event) =>
            setSlot(
              slots.some((item) => item.value === event.target.value) ? event.target.value : '',
            )
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 170 }}
        >
          <option value="">
            {day.data && slots.length === 0 ? 'No times on this day' : 'Choose a time'}
          </option>
          {slots.map(({ value, label, isTaken: isBooked }) => {
            const isTaken = isBooked && !(isCurrentDay && value === current);
            return (
              <option key={value} value={value} disabled={isTaken}>
                {`${label}${isTaken ? ' (taken)' : ''}`}
              </option>
            );
          })}
        </TextField>
        <Button
          variant="outlined"
          disabled={isSaving}
          onClick={() => void handleSubmit()}
          // The fields share the row; the button keeps its whole label.
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {isSaving ? 'Saving...' : 'Reschedule'}
        </Button>
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
