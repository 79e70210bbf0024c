import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useStateTexts } from './state-texts';

export interface LoadingStateProps {
  /** Announced to screen readers and shown under the spinner; the app's word for loading by default. */
  label?: string;
  /** Space reserved while loading so the content below does not jump. */
  minHeight?: number | string;
}

export function LoadingState({ label: ownLabel, minHeight = 240 }: LoadingStateProps) {
  const fallback = useStateTexts().loading;
  const label = ownLabel ?? fallback;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 4,
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
