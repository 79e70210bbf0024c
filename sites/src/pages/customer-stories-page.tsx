import { useCustomerStories } from '@inzira/shared-data/testimonials';
import { StoryBlock } from '@inzira/shared-ui/story-block';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBooking } from '../common/booking-context';
import { ListView } from '../common/list-view';
import { opensForm } from '../common/opens-form';
import { PageBody, SitePage } from '../common/site-page';
import { toCustomerStory } from '../features/stories';
import { m } from '../paraglide/messages.js';

const noStoriesYet = {
  title: 'No stories yet',
  text: 'Our clients’ stories are on their way; read what they say on the home page meanwhile.',
};

export function CustomerStoriesPage() {
  const { openBooking } = useBooking();
  return (
    <SitePage
      head={{
        title: 'Customer Stories',
        path: '/customer-stories',
        description:
          "How the agency's clients grew with Inzira's professionals, in their own words.",
      }}
      hero={{ subtitle: 'Real results from the businesses we work with.' }}
    >
      <PageBody>
        <ListView query={useCustomerStories()} subject="the customer stories" empty={noStoriesYet}>
          {(rows) => (
            <Stack spacing={{ xs: 6, md: 10 }}>
              {rows.map((row, index) => (
                <StoryBlock key={row.id} story={toCustomerStory(row)} reverse={index % 2 === 1} />
              ))}
            </Stack>
          )}
        </ListView>
        <Stack sx={{ alignItems: 'center', mt: 10, textAlign: 'center' }} spacing={2}>
          <Typography variant="h2">{m.stories_next()}</Typography>
          <Button
            variant="contained"
            size="large"
            {...opensForm('booking')}
            onClick={() => openBooking({ message: m.stories_booking_message() })}
          >
            {m.stories_start()}
          </Button>
        </Stack>
      </PageBody>
    </SitePage>
  );
}
