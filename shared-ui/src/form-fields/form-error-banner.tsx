import Alert from '@mui/material/Alert';

export interface FormErrorBannerProps {
  /** Nothing is rendered without a message. */
  message?: string | null;
  title?: string;
}

// Form-level errors (e.g. "Please check your inputs and try again.") that
// screen readers announce as soon as they appear.
export function FormErrorBanner({ message, title }: FormErrorBannerProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
      {title && <strong>{title} </strong>}
      {message}
    </Alert>
  );
}
