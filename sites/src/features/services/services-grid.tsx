import { useServices } from '@inzira/shared-data/services';
import { ServiceCard } from '@inzira/shared-ui/service-card';
import { CardSkeletonGrid, DataView } from '@inzira/shared-ui/states';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBooking } from '../../common/booking-context';
import { inEnglishOn } from '../../common/translation-note';
import { serviceAnchor } from './service-anchor';
import { ServiceIcon } from './service-icon';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';

/** Every service from the database; Book Now opens the booking modal with that service. */
export function ServicesGrid() {
  const services = useServices({ locale: siteLocale() });
  const { data } = services;
  const { openBooking, formValues } = useBooking();
  const { hash } = useLocation();

  // The cards arrive after the page; a visitor who came for #events still lands on it.
  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [data, hash]);

  const body = (
    <DataView
      query={services}
      loading={<CardSkeletonGrid count={6} mediaHeight={0} label={m.services_loading()} />}
      empty={{ title: m.services_empty(), headingLevel: 'h3' }}
    >
      {(rows) => (
        <Grid container spacing={3}>
          {rows.map((service) => (
            <Grid key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ServiceCard
                id={serviceAnchor(service.title)}
                title={service.title}
                description={service.description}
                features={service.features}
                icon={<ServiceIcon name={service.icon} />}
                onBook={() => openBooking({ service: service.title })}
                formValues={formValues({ service: service.title })}
                bookLabel={m.book_now()}
                bookName={m.book_now_for({ title: service.title })}
                featuresName={m.service_features({ title: service.title })}
                inOtherLanguage={inEnglishOn(service.missing)}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </DataView>
  );

  return (
    <Container component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
        {m.services_offer_heading()}
      </Typography>
      {body}
    </Container>
  );
}
