import type { AdminRows } from '@inzira/shared-data/admin-list';
import {
  bookingWindow,
  CONSULTATION_SLOTS,
  kigaliDateOf,
  pastSlots,
  scheduledFor,
  slotOf,
  useConsultationActions,
  useTakenSlots,
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

const isSlot = (value: string): value is ConsultationSlot =>
  CONSULTATION_SLOTS.some((slot) => slot.value === value);

/**
 * Moves a consultation to another Kigali slot under the public form's rules: today to two
 * months ahead, no past hour, taken slots greyed out; the database still refuses a slot taken
 * meanwhile, and its message is shown.
 */
export function RescheduleForm({ row }: { row: AdminRows['consultations'] }) {
  const { enqueueSnackbar } = useSnackbar();
  const { update } = useConsultationActions();
  const range = bookingWindow();
  const [date, setDate] = useState(kigaliDateOf(row.scheduled_for));
  const [slot, setSlot] = useState<ConsultationSlot | ''>('');
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const taken = useTakenSlots(date || undefined);
  const headingId = useId();
  const past = date ? pastSlots(date) : [];
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
          onChange={(event) => setSlot(isSlot(event.target.value) ? event.target.value : '')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 170 }}
        >
          <option value="">Choose a time</option>
          {CONSULTATION_SLOTS.map(({ value, label }) => {
            const isTaken =
              (taken.data ?? []).includes(value) && !(isCurrentDay && value === current);
            const isPast = past.includes(value);
            return (
              <option key={value} value={value} disabled={isPast || isTaken}>
                {`${label}${isTaken ? ' (taken)' : isPast ? ' (past)' : ''}`}
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
