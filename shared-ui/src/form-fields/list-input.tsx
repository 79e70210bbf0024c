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

interface ListTextFieldProps extends Omit<TextFieldProps, OwnedProps> {
  name: string;
  split: (text: string) => string[];
  join: (items: readonly string[]) => string;
  multiline?: boolean;
}

/** The text box both list inputs share: the user's text shown, Formik's error under it. */
function ListTextField({ name, split, join, helperText, ...props }: ListTextFieldProps) {
  const { field, text, handleChange, errorMessage } = useListText(name, split, join);
  return (
    <TextField
      {...props}
      name={field.name}
      value={text}
      onChange={handleChange}
      onBlur={field.onBlur}
      error={errorMessage !== undefined}
      helperText={errorMessage ?? helperText}
    />
  );
}

export function CommaListInput({
  helperText = 'Separate items with commas',
  fullWidth = true,
  ...props
}: ListInputProps) {
  return (
    <ListTextField
      {...props}
      split={splitCommaList}
      join={joinCommaList}
      fullWidth={fullWidth}
      helperText={helperText}
    />
  );
}

export function LineListInput({
  helperText = 'One item per line',
  fullWidth = true,
  minRows = 3,
  ...props
}: ListInputProps) {
  return (
    <ListTextField
      {...props}
      split={splitLines}
      join={joinLines}
      multiline
      minRows={minRows}
      fullWidth={fullWidth}
      helperText={helperText}
    />
  );
}
