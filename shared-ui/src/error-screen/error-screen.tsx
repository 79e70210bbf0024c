import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';

/** The error screen's words; English by default (the admin), the public site passes its own. */
export interface ErrorScreenTexts {
  title: string;
  tryAgain: string;
}

export const englishErrorScreenTexts: ErrorScreenTexts = {
  title: 'Oops! Something went wrong.',
  tryAgain: 'Try Again',
};

export function ErrorScreen({
  onRetry,
  texts = englishErrorScreenTexts,
}: {
  onRetry?: () => void;
  texts?: ErrorScreenTexts;
}) {
  // Try Again reloads the page (docs/product.md, "Screens"), which recovers from most transient failures.
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <Container maxWidth="sm" role="alert" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 3 }}>
        {texts.title}
      </Typography>
      <Button variant="contained" onClick={retry}>
        {texts.tryAgain}
      </Button>
    </Container>
  );
}
