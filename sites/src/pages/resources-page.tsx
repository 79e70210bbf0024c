import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import { ResourceCardGrid } from '../features/resources/resource-card-grid';
import { SitePageHead } from '../features/seo';

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
