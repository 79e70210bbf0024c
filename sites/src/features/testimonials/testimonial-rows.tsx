import { TestimonialCard, type Testimonial } from '@inzira/shared-ui/testimonial';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { testimonialCardTexts } from '../../i18n/ui-texts/testimonial-texts';

/** The first three testimonials in one row and the rest in another. */
export function TestimonialRows({
  testimonials,
  onOpen,
}: {
  testimonials: Testimonial[];
  onOpen: (testimonial: Testimonial) => void;
}) {
  const texts = testimonialCardTexts();
  const rows = [testimonials.slice(0, 3), testimonials.slice(3)].filter((row) => row.length > 0);
  return (
    <Stack spacing={3}>
      {rows.map((row, index) => (
        <Grid
          key={index}
          container
          spacing={3}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {row.map((testimonial) => (
            <Grid key={testimonial.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <TestimonialCard
                testimonial={testimonial}
                onOpen={() => onOpen(testimonial)}
                texts={texts}
              />
            </Grid>
          ))}
        </Grid>
      ))}
    </Stack>
  );
}
