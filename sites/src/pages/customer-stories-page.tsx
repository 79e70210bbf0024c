import { useCustomerStories } from '@inzira/shared-data/testimonials';
import { StoryBlock } from '@inzira/shared-ui/story-block';
import { VideoTextsContext } from '@inzira/shared-ui/video';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBookingButton } from '../common/booking-context';
import { ListView } from '../common/list-view';
import { PageBody, SitePage } from '../common/site-page';
import { toCustomerStory } from '../features/stories';
import { videoTexts } from '../i18n/ui-texts/video-texts';
import { m } from '../paraglide/messages.js';
import { siteLocale } from '../i18n/site-locale';

// A function: the words are the page's language, known once the app has started.
const noStoriesYet = () => ({
  title: m.page_customer_stories_title(),
  text: m.page_customer_stories_text(),
});

export function CustomerStoriesPage() {
  const bookingButton = useBookingButton();
  return (
    <SitePage
      head={{
        title: m.page_customer_stories_title2(),
        path: '/customer-stories',
        description: m.page_customer_stories_description(),
      }}
      hero={{ subtitle: m.page_customer_stories_subtitle() }}
    >
      <PageBody>
        <ListView
          query={useCustomerStories({ locale: siteLocale() })}
          subject={m.list_subject_stories()}
          empty={noStoriesYet()}
        >
          {(rows) => (
            // A story's own film plays with the player's words in the page's language.
            <VideoTextsContext value={videoTexts()}>
              <Stack spacing={{ xs: 6, md: 10 }}>
                {rows.map((row, index) => (
                  <StoryBlock
                    key={row.id}
                    story={toCustomerStory(row)}
                    reverse={index % 2 === 1}
                    resultsHeading={m.story_results_heading()}
                  />
                ))}
              </Stack>
            </VideoTextsContext>
          )}
        </ListView>
        <Stack sx={{ alignItems: 'center', mt: 10, textAlign: 'center' }} spacing={2}>
          <Typography variant="h2">{m.stories_next()}</Typography>
          <Button
            variant="contained"
            size="large"
            {...bookingButton({ message: m.stories_booking_message() })}
          >
            {m.stories_start()}
          </Button>
        </Stack>
      </PageBody>
    </SitePage>
  );
}
