import { useFieldFeedback } from '@inzira/shared-ui/form-fields';
import TextField from '@mui/material/TextField';

/** A Formik `HH:mm` field shown as the browser's time input (Kigali wall time). */
export function TimeField({
  name,
  label,
  disabled,
}: {
  name: string;
  label: string;
  disabled?: boolean;
}) {
  const { field, errorMessage } = useFieldFeedback<string | undefined>(name);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      type="time"
      size="small"
      label={label}
      disabled={disabled}
      error={errorMessage !== undefined}
      helperText={errorMessage}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      sx={{ width: 150 }}
    />
  );
}
