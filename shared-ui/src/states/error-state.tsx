import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { StateFrame } from './state-frame';
import { useStateTexts } from './state-texts';

export interface ErrorStateProps {
  message: string;
  /** Shows a "Retry" button when given. */
  onRetry?: () => void;
  /** The app's word for retry by default. */
  retryLabel?: string;
}

export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const texts = useStateTexts();
  return (
    <StateFrame gap={2} py={4}>
      <Typography role="alert" color="error" sx={{ maxWidth: 560, overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      {onRetry && (
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
          {retryLabel ?? texts.retry}
        </Button>
      )}
    </StateFrame>
  );
}
