import { lazyNamed } from '@inzira/shared-ui/lazy';
import { useTestimonials } from '@inzira/shared-data/testimonials';
import { CardSkeletonGrid, DataView } from '@inzira/shared-ui/states';
import type { Testimonial } from '@inzira/shared-ui/testimonial';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useBooking } from '../../common/booking-context';
import { TestimonialRows } from './testimonial-rows';
import { toCardTestimonial } from './to-card-testimonial';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';

// The modal (and its video player) is only needed once a visitor opens a story.
const StoryModal = lazyNamed(() => import('./story-modal'), 'StoryModal');

export const testimonialsLoadError = () => m.testimonials_load_error();

export function TestimonialsSection({ id = 'testimonials' }: { id?: string }) {
  const testimonials = useTestimonials({ locale: siteLocale() });
  const { openBooking } = useBooking();
  const [selected, setSelected] = useState<Testimonial | null>(null);

  return (
    <Container component="section" id={id} sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 64 }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
        {m.testimonials_heading()}
      </Typography>
      <DataView
        query={testimonials}
        errorMessage={testimonialsLoadError()}
        loading={<CardSkeletonGrid count={3} mediaHeight={0} label={m.testimonials_loading()} />}
        empty={{ title: m.testimonials_empty(), headingLevel: 'h3' }}
      >
        {(rows) => (
          <TestimonialRows testimonials={rows.map(toCardTestimonial)} onOpen={setSelected} />
        )}
      </DataView>
      {selected && (
        <Suspense fallback={null}>
          <StoryModal
            testimonial={selected}
            open
            onClose={() => setSelected(null)}
            onBook={() => {
              setSelected(null);
              openBooking({
                message: m.testimonial_booking_message({ author: selected.author }),
              });
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}
