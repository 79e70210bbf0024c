import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface TranslationFieldProps {
  label: string;
  languageName: string;
  english: string;
  value: string;
  maxLength: number;
  isList: boolean;
  isSlug: boolean;
  onChange: (value: string) => void;
}

/** One field: the English on the left (on top at phone width), its translation beside it. */
export function TranslationField({
  label,
  languageName,
  english,
  value,
  maxLength,
  isList,
  isSlug,
  onChange,
}: TranslationFieldProps) {
  const isLong = isList || maxLength > 200;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {label} (English)
        </Typography>
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}
        >
          {english || '—'}
        </Typography>
      </Box>
      <TextField
        label={`${label} (${languageName})`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline={isLong}
        minRows={isLong ? 3 : undefined}
        maxRows={12}
        helperText={
          isList
            ? 'One item a line'
            : isSlug
              ? 'The address in this language: lower-case letters, digits and hyphens. Empty keeps the English one.'
              : undefined
        }
        slotProps={{ htmlInput: { maxLength: isList ? undefined : maxLength } }}
        fullWidth
      />
    </Box>
  );
}
