import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFieldFeedback } from './use-field-feedback';

export interface PhoneInputProps {
  /** Formik field of the country code; its default (+250) comes from initialValues. */
  countryCodeName: string;
  phoneName: string;
  label?: string;
  countryCodeLabel?: string;
  /** Marks the number as required. */
  required?: boolean;
  /** Marks the country code as required too; by default it is optional free text. */
  countryCodeRequired?: boolean;
  disabled?: boolean;
  helperText?: string;
}

// Two fields side by side, each with its own label and error: the country code
// is free text (default +250), the number next to it.
export function PhoneInput({
  countryCodeName,
  phoneName,
  label = 'Phone',
  countryCodeLabel = 'Country code',
  required,
  countryCodeRequired = false,
  disabled,
  helperText,
}: PhoneInputProps) {
  const code = useFieldFeedback<string | null | undefined>(countryCodeName);
  const phone = useFieldFeedback<string | null | undefined>(phoneName);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        {...code.field}
        value={code.field.value ?? ''}
        label={countryCodeLabel}
        required={countryCodeRequired}
        disabled={disabled}
        error={code.errorMessage !== undefined}
        helperText={code.errorMessage}
        autoComplete="tel-country-code"
        sx={{ width: { xs: 104, sm: 128 }, flexShrink: 0 }}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <TextField
        {...phone.field}
        value={phone.field.value ?? ''}
        label={label}
        type="tel"
        required={required}
        disabled={disabled}
        error={phone.errorMessage !== undefined}
        helperText={phone.errorMessage ?? helperText}
        autoComplete="tel-national"
        fullWidth
      />
    </Box>
  );
}
