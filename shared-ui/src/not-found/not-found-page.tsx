import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The not-found page's words; English by default (the admin), the public site passes its own. */
export interface NotFoundTexts {
  title: string;
  backHome: string;
}

export const englishNotFoundTexts: NotFoundTexts = {
  title: 'Page not found',
  backHome: 'Back to Home',
};

export function NotFoundPage({ texts = englishNotFoundTexts }: { texts?: NotFoundTexts }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" variant="h1" color="primary" aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 1, mb: 3 }}>
        {texts.title}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {texts.backHome}
      </Button>
    </Container>
  );
}
