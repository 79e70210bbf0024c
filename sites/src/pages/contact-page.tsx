import Grid from '@mui/material/Grid';
import { ConsultationForm } from '../features/consultation';
import { ContactDetails } from '../features/contact';
import { PageBody, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function ContactPage() {
  return (
    <SitePage
      head={{
        title: m.page_contact_title(),
        path: '/contact',
        description: m.page_contact_description(),
      }}
      hero={{
        title: m.page_contact_title2(),
        subtitle: m.page_contact_subtitle(),
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
