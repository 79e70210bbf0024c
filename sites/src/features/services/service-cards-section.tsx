import { ServiceCard } from '@inzira/shared-ui/service-card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useBooking } from '../../common/booking-context';
import { staticServices } from './service-catalogue';
import { m } from '../../paraglide/messages.js';

/** The three static service cards; Book Now opens the booking modal with that service. */
export function ServiceCardsSection({ id, title }: { id?: string; title: string }) {
  const { openBooking, formValues } = useBooking();
  return (
    <Container component="section" id={id} sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 64 }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
        {m.services_intro()}
      </Typography>
      <Grid container spacing={3}>
        {staticServices().map((service) => (
          <Grid key={service.title} size={{ xs: 12, md: 4 }}>
            <ServiceCard
              id={service.anchor}
              title={service.title}
              description={service.description}
              features={service.features}
              icon={service.icon}
              onBook={() => openBooking({ service: service.bookAs })}
              formValues={formValues({ service: service.bookAs })}
              bookLabel={m.book_now()}
              bookName={m.book_now_for({ title: service.title })}
              featuresName={m.service_features({ title: service.title })}
            />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
