import type { ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFieldFeedback } from './use-field-feedback';

type OwnedProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type' | 'select';

export interface NumberInputProps extends Omit<TextFieldProps, OwnedProps> {
  name: string;
  label: string;
  min?: number;
  max?: number;
  step?: number | 'any';
}

// Keeps the Formik value a number (or undefined while the box is empty), so
// schemas validate numbers, not the strings an <input> produces.
export function NumberInput({
  name,
  min,
  max,
  step,
  helperText,
  fullWidth = true,
  slotProps,
  ...props
}: NumberInputProps) {
  const { field, helpers, errorMessage } = useFieldFeedback<number | null | undefined>(name);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const number = event.target.valueAsNumber;
    void helpers.setValue(Number.isNaN(number) ? undefined : number);
  };
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={handleChange}
      onBlur={field.onBlur}
      type="number"
      fullWidth={fullWidth}
      error={errorMessage !== undefined}
      helperText={errorMessage ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { min, max, step, inputMode: 'decimal' } }}
    />
  );
}
