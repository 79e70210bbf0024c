import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import { ResourceCardGrid } from '../features/resources';
import { SitePageHead } from '../common/site-page-head';

export function ResourcesPage() {
  return (
    <>
      <SitePageHead
        title="Resources"
        path="/resources"
        description="Documentation, tutorials, training courses, templates and articles from Inzira."
      />
      <Hero
        title="Resources"
        subtitle="Documentation, tutorials, training, templates and articles to help you grow."
      />
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <ResourceCardGrid />
      </Container>
    </>
  );
}
