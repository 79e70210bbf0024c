import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTextFieldFeedback } from './use-field-feedback';

type OwnedProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type' | 'select';

export interface TextInputProps extends Omit<TextFieldProps, OwnedProps> {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'search';
}

export function TextInput({
  name,
  helperText,
  fullWidth = true,
  type = 'text',
  ...props
}: TextInputProps) {
  const feedback = useTextFieldFeedback(name, helperText);
  return <TextField {...props} {...feedback} type={type} fullWidth={fullWidth} />;
}

export type MultilineInputProps = Omit<TextInputProps, 'type' | 'multiline'>;

export function MultilineInput({ minRows = 4, ...props }: MultilineInputProps) {
  return <TextInput {...props} multiline minRows={minRows} />;
}
