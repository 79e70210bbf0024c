import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTextFieldFeedback } from './use-field-feedback';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type OwnedProps =
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children' | 'type';

export interface SelectInputProps extends Omit<TextFieldProps, OwnedProps> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** A disabled first option such as "Choose a service", shown while nothing is chosen. */
  placeholder?: string;
}

// A native select: it is what phones present best, and keyboard, screen reader
// and browser autofill support come for free.
export function SelectInput({
  name,
  options,
  placeholder,
  helperText,
  fullWidth = true,
  slotProps,
  ...props
}: SelectInputProps) {
  const feedback = useTextFieldFeedback(name, helperText);
  return (
    <TextField
      {...props}
      {...feedback}
      select
      fullWidth={fullWidth}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
