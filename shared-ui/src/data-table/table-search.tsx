import { useEffect, useEffectEvent, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface TableSearchProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /** Waits for a pause in typing so the server gets one query, not one per key. */
  debounceMs?: number;
}

export function TableSearch({
  value,
  onChange,
  label = 'Search',
  debounceMs = 300,
}: TableSearchProps) {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // The parent may reset the search (e.g. "clear filters"): follow it.
  if (value !== seenValue) {
    setSeenValue(value);
    setText(value);
  }

  const emit = useEffectEvent((next: string) => onChange(next));
  useEffect(() => {
    if (text === seenValue) return;
    const timer = setTimeout(() => emit(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, seenValue, debounceMs]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      // The theme makes text fields full width; beside filters the search keeps its own size.
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
