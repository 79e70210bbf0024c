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

/**
 * Grows with its text through CSS (`field-sizing: content`), from `minRows` to `maxRows` lines,
 * then scrolls. MUI's own autosize measures the textarea in a layout effect, which forces a
 * layout of the whole page in the task that mounts a form (docs/performance.md). A browser
 * without `field-sizing` keeps `minRows` lines and scrolls.
 */
export function MultilineInput({
  minRows = 4,
  maxRows = 16,
  sx,
  slotProps,
  ...props
}: MultilineInputProps) {
  const growing = {
    '& textarea': {
      fieldSizing: 'content',
      minHeight: `${Number(minRows)}lh`,
      maxHeight: `${Number(maxRows)}lh`,
    },
  };
  return (
    <TextInput
      {...props}
      multiline
      rows={minRows}
      sx={[growing, ...(Array.isArray(sx) ? sx : [sx])]}
      // A plain textarea: MUI renders its autosizing one for any other multiline input.
      slotProps={{
        ...slotProps,
        input: { inputComponent: 'textarea', ...slotProps?.input },
        htmlInput: { type: undefined, ...slotProps?.htmlInput },
      }}
    />
  );
}
