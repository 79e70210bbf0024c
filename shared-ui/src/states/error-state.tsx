import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { StateFrame } from './state-frame';

export interface ErrorStateProps {
  message: string;
  /** Shows a "Retry" button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <StateFrame gap={2} py={4}>
      <Typography role="alert" color="error" sx={{ maxWidth: 560, overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      {onRetry && (
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </StateFrame>
  );
}
