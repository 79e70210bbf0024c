import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';

export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  // Try Again reloads the page (docs/product.md, "Screens"), which recovers from most transient failures.
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <Container maxWidth="sm" role="alert" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 3 }}>
        Oops! Something went wrong.
      </Typography>
      <Button variant="contained" onClick={retry}>
        Try Again
      </Button>
    </Container>
  );
}
