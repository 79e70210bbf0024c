import { StoryBlock } from '@inzira/shared-ui/story-block';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBooking } from '../common/booking-context';
import { PageBody, SitePage } from '../common/site-page';
import { customerStories } from '../features/stories';
import { opensForm } from '../common/opens-form';

export function CustomerStoriesPage() {
  const { openBooking } = useBooking();
  return (
    <SitePage
      head={{
        title: 'Customer Stories',
        path: '/customer-stories',
        description: "How festivals, exporters and summits grew with Inzira's professionals.",
      }}
      hero={{ subtitle: 'Real results from the businesses we work with.' }}
    >
      <PageBody>
        <Stack spacing={{ xs: 6, md: 10 }}>
          {customerStories.map((story, index) => (
            <StoryBlock key={story.id} story={story} reverse={index % 2 === 1} />
          ))}
        </Stack>
        <Stack sx={{ alignItems: 'center', mt: 10, textAlign: 'center' }} spacing={2}>
          <Typography variant="h2">Your Story Could Be Next</Typography>
          <Button
            variant="contained"
            size="large"
            {...opensForm('booking')}
            onClick={() => openBooking({ message: "I'd like to start my own success story." })}
          >
            Start Your Success Story
          </Button>
        </Stack>
      </PageBody>
    </SitePage>
  );
}
