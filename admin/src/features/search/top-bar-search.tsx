import { useLeadSearch, type LeadSearchResult } from '@inzira/shared-data/leads';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { formatDate } from '../../common/admin-list/format';

const KIND_LABELS: Record<string, string> = {
  bookings: 'Booking',
  consultations: 'Consultation',
  partner_applications: 'Partner application',
  enrollments: 'Enrollment',
  participants: 'Registration',
};

export interface TopBarSearchProps {
  /** Opens a result: its inbox with the lead's view. */
  onOpen: (result: LeadSearchResult) => void;
}

/**
 * One search across every inbox (docs/leads.md, "One search"): a name, an e-mail or a phone
 * number typed any usual way; the server answers, newest first.
 */
export function TopBarSearch({ onOpen }: TopBarSearchProps) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    // Wait for a pause in typing before asking the server.
    const timer = setTimeout(() => setTerm(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useLeadSearch(term);

  return (
    <Autocomplete<LeadSearchResult>
      size="small"
      sx={{ width: { xs: 160, sm: 280, md: 360 } }}
      options={results.data ?? []}
      // The server has filtered already; the field's text is not a filter of its own.
      filterOptions={(options) => options}
      getOptionLabel={(result) => result.title}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={results.isLoading}
      noOptionsText={term.trim().length < 2 ? 'Type a name, e-mail or phone' : 'No lead found'}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_event, result) => {
        if (result) onOpen(result);
      }}
      renderOption={({ key, ...props }, result) => (
        <li key={key} {...props}>
          {`${result.title} · ${KIND_LABELS[result.kind] ?? result.kind} · ${result.detail} · ${formatDate(result.created_at)}`}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Search leads" />}
    />
  );
}
