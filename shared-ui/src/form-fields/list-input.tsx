import { useState, type ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { isSameList, joinCommaList, joinLines, splitCommaList, splitLines } from './list-text';
import { useFieldFeedback } from './use-field-feedback';

type OwnedProps =
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type' | 'select' | 'multiline';

export interface ListInputProps extends Omit<TextFieldProps, OwnedProps> {
  name: string;
  label: string;
}

const noItems: readonly string[] = [];

// The box keeps the user's own text (a trailing comma, a blank line being
// typed) while Formik holds the clean array; the text is rebuilt only when the
// array changes from outside, e.g. on reset or when another record is edited.
function useListText(
  name: string,
  split: (text: string) => string[],
  join: (items: readonly string[]) => string,
) {
  const feedback = useFieldFeedback<readonly string[] | null | undefined>(name);
  const items = feedback.field.value ?? noItems;
  const [text, setText] = useState(() => join(items));
  const [seenItems, setSeenItems] = useState(items);

  if (items !== seenItems) {
    setSeenItems(items);
    if (!isSameList(split(text), items)) setText(join(items));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = split(event.target.value);
    setText(event.target.value);
    setSeenItems(next);
    void feedback.helpers.setValue(next);
  };

  return { ...feedback, text, handleChange };
}

export function CommaListInput({
  name,
  helperText = 'Separate items with commas',
  fullWidth = true,
  ...props
}: ListInputProps) {
  const { field, text, handleChange, errorMessage } = useListText(
    name,
    splitCommaList,
    joinCommaList,
  );
  return (
    <TextField
      {...props}
      name={field.name}
      value={text}
      onChange={handleChange}
      onBlur={field.onBlur}
      fullWidth={fullWidth}
      error={errorMessage !== undefined}
      helperText={errorMessage ?? helperText}
    />
  );
}

export function LineListInput({
  name,
  helperText = 'One item per line',
  fullWidth = true,
  minRows = 3,
  ...props
}: ListInputProps) {
  const { field, text, handleChange, errorMessage } = useListText(name, splitLines, joinLines);
  return (
    <TextField
      {...props}
      name={field.name}
      value={text}
      onChange={handleChange}
      onBlur={field.onBlur}
      multiline
      minRows={minRows}
      fullWidth={fullWidth}
      error={errorMessage !== undefined}
      helperText={errorMessage ?? helperText}
    />
  );
}
