import { UpcomingEvents } from '../features/competition-registration';
import { competitionHighlights } from '../features/competitions';
import { HighlightCards } from '../common/highlight-cards';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function CompetitionsPage() {
  return (
    <SitePage
      head={{
        title: 'Competitions',
        path: '/competitions',
        description:
          'Challenges and events for creators, marketers and protocol officers; register for the next one.',
      }}
      hero={{
        title: 'Challenges & Events',
        subtitle: 'Compete, learn and get noticed by the businesses that hire through Inzira.',
      }}
    >
      <PageBody>
        <HighlightCards items={competitionHighlights} titleAs="h2" />
        <SectionHeading mt={8} mb={4}>
          {m.competitions_upcoming()}
        </SectionHeading>
        <UpcomingEvents />
      </PageBody>
    </SitePage>
  );
}
