import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { m } from '../../paraglide/messages.js';

export function ContactCta() {
  return (
    <Box
      component="section"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h2">{m.cta_heading()}</Typography>
        <Typography sx={{ mt: 2, mb: 4, opacity: 0.95 }}>{m.cta_text()}</Typography>
        <Button
          component={RouterLink}
          to="/contact"
          variant="contained"
          size="large"
          sx={{
            bgcolor: 'common.white',
            color: 'primary.dark',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          {m.shell_get_in_touch()}
        </Button>
      </Container>
    </Box>
  );
}
