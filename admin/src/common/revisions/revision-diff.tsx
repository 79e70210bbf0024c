import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { fieldLabel, textDiff, valueText, type Fields } from './revision-changes';

/** A light tint behind body text keeps the contrast of the text itself (WCAG AA). */
const mark = (tone: 'success' | 'error') => ({
  bgcolor: (theme: Theme) => alpha(theme.palette[tone].main, 0.16),
  color: 'text.primary',
  borderRadius: 0.5,
  px: 0.25,
  mx: 0.125,
  textDecoration: tone === 'error' ? 'line-through' : 'none',
});

export interface RevisionDiffProps {
  /** The fields that differ. */
  names: readonly string[];
  current: Fields;
  version: Fields;
  versionNumber: number;
}

/**
 * The version against the current one, field by field, word by word: struck-through words are
 * the current text's, highlighted ones the version's.
 */
export function RevisionDiff({ names, current, version, versionNumber }: RevisionDiffProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1 }}>
      {names.map((name) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="subtitle2" sx={{ mt: 1 }}>
            {fieldLabel(name)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            data-testid={`revision-diff-${name}`}
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {textDiff(valueText(current[name]), valueText(version[name])).map((part, index) =>
              part.change === 'same' ? (
                <span key={index}>{part.text}</span>
              ) : part.change === 'added' ? (
                <Box
                  component="ins"
                  key={index}
                  title={`In version ${versionNumber}`}
                  sx={mark('success')}
                >
                  {part.text}
                </Box>
              ) : (
                <Box component="del" key={index} title="Current text" sx={mark('error')}>
                  {part.text}
                </Box>
              ),
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
