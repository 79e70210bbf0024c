import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DocsLinkGrid, DocsSearch, useDocsQuery, TutorialList } from '../features/resources';
import { SitePageHead } from '../common/site-page-head';

export function DocsPage() {
  const [query, setQuery] = useDocsQuery();
  return (
    <>
      <SitePageHead
        title="Documentation"
        path="/resources/docs"
        description="Guides on booking professionals, event management, digital marketing, templates and our policies."
      />
      <Hero title="Documentation" subtitle="Find guides, references and templates.">
        <DocsSearch query={query} onChange={setQuery} />
      </Hero>
      <Container sx={{ py: { xs: 6, md: 8 } }}>
        <DocsLinkGrid query={query} />
        <Typography variant="h2" sx={{ mt: 8, mb: 4, textAlign: 'center' }}>
          Tutorials
        </Typography>
        <TutorialList />
      </Container>
    </>
  );
}
