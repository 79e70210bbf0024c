import type { ChartRange, RangeChoice } from '@inzira/shared-data/dashboard';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const CHOICES: { value: RangeChoice; label: string }[] = [
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
  { value: 'quarter', label: 'This quarter' },
  { value: 'custom', label: 'Custom' },
];

export interface RangePickerProps {
  choice: RangeChoice;
  /** The range shown now (the custom dates start from it). */
  range: ChartRange | null;
  /** The custom dates as the URL holds them, valid or not. */
  from: string;
  to: string;
  onChoice: (choice: RangeChoice) => void;
  onDates: (from: string, to: string) => void;
}

/** This week, month or quarter (Kigali), or two dates; the page keeps the choice in its URL. */
export function RangePicker({ choice, range, from, to, onChoice, onDates }: RangePickerProps) {
  // The URL follows a change in a transition, so the second date may be typed before the page
  // shows the first: each change sends both dates as typed here, not as last rendered.
  const shown = { from: from || range?.fromDay || '', to: to || range?.toDay || '' };
  const [dates, setDates] = useState({ ...shown, seen: `${shown.from}|${shown.to}` });
  if (dates.seen !== `${shown.from}|${shown.to}`) {
    setDates({ ...shown, seen: `${shown.from}|${shown.to}` });
  }
  const change = (next: { from: string; to: string }) => {
    setDates({ ...dates, ...next });
    onDates(next.from, next.to);
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        aria-label="Range"
        onChange={(_, value: RangeChoice | null) => {
          if (value) onChoice(value);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {CHOICES.map((each) => (
          <ToggleButton key={each.value} value={each.value}>
            {each.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice === 'custom' && (
        <Stack direction="row" spacing={1}>
          <TextField
            type="date"
            size="small"
            label="From"
            value={dates.from}
            onChange={(event) => change({ from: event.target.value, to: dates.to })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={dates.to}
            onChange={(event) => change({ from: dates.from, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
