import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" variant="h1" color="primary" aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 3 }}>
        Page not found
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
