import Box from '@mui/material/Box';
import { useField } from 'formik';
import { useId } from 'react';
import { HONEYPOT_FIELD } from '@inzira/contract/bot-check.ts';
import { visuallyHiddenSx } from '../states/visually-hidden';

export interface HoneypotFieldProps {
  /** A name bots like to fill; a non-empty value marks the submission as spam. */
  name?: string;
}

// Invisible to people and assistive technology and out of the tab order, so
// only a bot that fills every input puts a value in it.
export function HoneypotField({ name = HONEYPOT_FIELD }: HoneypotFieldProps) {
  const [field] = useField<string | undefined>(name);
  const id = useId();
  return (
    <Box aria-hidden="true" sx={visuallyHiddenSx}>
      <label htmlFor={id}>Leave this field empty</label>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </Box>
  );
}
