import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useFieldFeedback } from './use-field-feedback';

export interface TimeSlot {
  value: string;
  label: string;
}

export interface TimeSlotPickerProps {
  name: string;
  label: string;
  slots: readonly TimeSlot[];
  /** Values of slots already taken; they are shown but cannot be chosen. */
  unavailable?: readonly string[];
  required?: boolean;
  helperText?: string;
  unavailableText?: string;
}

// A radio group in a fieldset: one choice, a legend for screen readers, arrow
// keys that skip the taken slots.
export function TimeSlotPicker({
  name,
  label,
  slots,
  unavailable = [],
  required,
  helperText,
  unavailableText = 'unavailable',
}: TimeSlotPickerProps) {
  const { field, helpers, errorMessage } = useFieldFeedback<string | null | undefined>(name);
  const helperId = useId();
  const taken = new Set(unavailable);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Disabled radios cannot fire, but a slot can be taken after render; never
    // let the form hold a slot the parent said is gone.
    if (taken.has(event.target.value)) return;
    void helpers.setValue(event.target.value);
  };

  const message = errorMessage ?? helperText;

  return (
    <FormControl
      component="fieldset"
      required={required}
      error={errorMessage !== undefined}
      aria-describedby={message ? helperId : undefined}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value ?? ''}
        onChange={handleChange}
        onBlur={field.onBlur}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            columnGap: 1,
          }}
        >
          {slots.map((slot) => {
            const isTaken = taken.has(slot.value);
            return (
              <FormControlLabel
                key={slot.value}
                value={slot.value}
                disabled={isTaken}
                control={<Radio />}
                label={isTaken ? `${slot.label} (${unavailableText})` : slot.label}
                sx={
                  isTaken
                    ? { '& .MuiFormControlLabel-label': { textDecoration: 'line-through' } }
                    : undefined
                }
              />
            );
          })}
        </Box>
      </RadioGroup>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
