import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFieldFeedback } from './use-field-feedback';

type OwnedProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type' | 'select';

export interface DateInputProps extends Omit<TextFieldProps, OwnedProps> {
  name: string;
  label: string;
  /** yyyy-MM-dd */
  min?: string;
  /** yyyy-MM-dd */
  max?: string;
}

// The native date picker: the value is the yyyy-MM-dd string the schemas and
// the database expect, and phones show their own calendar.
export function DateInput({
  name,
  min,
  max,
  helperText,
  fullWidth = true,
  slotProps,
  ...props
}: DateInputProps) {
  const { field, errorMessage } = useFieldFeedback<string | null | undefined>(name);
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      type="date"
      fullWidth={fullWidth}
      error={errorMessage !== undefined}
      helperText={errorMessage ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { min, max }, inputLabel: { shrink: true } }}
    />
  );
}
