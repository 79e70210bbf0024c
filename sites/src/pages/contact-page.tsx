import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { ConsultationForm } from '../features/consultation';
import { ContactDetails } from '../features/contact';
import { SitePageHead } from '../common/site-page-head';

export function ContactPage() {
  return (
    <>
      <SitePageHead
        title="Contact"
        path="/contact"
        description="Call, e-mail or visit Inzira in Kigali, or schedule a consultation with our team."
      />
      <Hero
        title="Get In Touch"
        subtitle="Tell us about your project or schedule a consultation."
      />
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactDetails />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ConsultationForm />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
