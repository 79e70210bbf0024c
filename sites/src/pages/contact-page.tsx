import Grid from '@mui/material/Grid';
import { ConsultationForm } from '../features/consultation';
import { ContactDetails } from '../features/contact';
import { PageBody, SitePage } from '../common/site-page';

export function ContactPage() {
  return (
    <SitePage
      head={{
        title: 'Contact',
        path: '/contact',
        description:
          'Call, e-mail or visit Inzira in Kigali, or schedule a consultation with our team.',
      }}
      hero={{
        title: 'Get In Touch',
        subtitle: 'Tell us about your project or schedule a consultation.',
      }}
    >
      <PageBody>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ContactDetails />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ConsultationForm />
          </Grid>
        </Grid>
      </PageBody>
    </SitePage>
  );
}
