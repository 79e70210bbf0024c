import { pageTitle } from '@inzira/shared-ui/brand';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function HomePage() {
  return (
    <Container component="section" sx={{ py: { xs: 8, md: 12 } }}>
      <title>{pageTitle('Home')}</title>
      <Typography variant="h1" component="h1" gutterBottom>
        Connect with Elite Professionals
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary" sx={{ maxWidth: 720, mb: 4 }}>
        Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to="/contact" variant="contained" size="large">
          Get In Touch
        </Button>
      </Stack>
    </Container>
  );
}
