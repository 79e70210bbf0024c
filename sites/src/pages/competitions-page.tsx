import { UpcomingEvents } from '../features/competition-registration';
import { competitionHighlights } from '../features/competitions';
import { HighlightCards } from '../common/highlight-cards';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function CompetitionsPage() {
  return (
    <SitePage
      head={{
        title: m.page_competitions_title(),
        path: '/competitions',
        description: m.page_competitions_description(),
      }}
      hero={{
        title: m.page_competitions_title2(),
        subtitle: m.page_competitions_subtitle(),
      }}
    >
      <PageBody>
        <HighlightCards items={competitionHighlights()} titleAs="h2" />
        <SectionHeading mt={8} mb={4}>
          {m.competitions_upcoming()}
        </SectionHeading>
        <UpcomingEvents />
      </PageBody>
    </SitePage>
  );
}
