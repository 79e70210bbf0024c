import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTextFieldFeedback } from './use-field-feedback';

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
  const feedback = useTextFieldFeedback(name, helperText);
  return (
    <TextField
      {...props}
      {...feedback}
      type="date"
      fullWidth={fullWidth}
      slotProps={{ ...slotProps, htmlInput: { min, max }, inputLabel: { shrink: true } }}
    />
  );
}
