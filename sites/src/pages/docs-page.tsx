import Container from '@mui/material/Container';
import { DocsLinkGrid, DocsSearch, useDocsQuery, TutorialList } from '../features/resources';
import { SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function DocsPage() {
  const [query, setQuery] = useDocsQuery();
  return (
    <SitePage
      head={{
        title: m.page_docs_title(),
        path: '/resources/docs',
        description: m.page_docs_description(),
      }}
      hero={{ subtitle: m.page_docs_subtitle() }}
      inHero={<DocsSearch query={query} onChange={setQuery} />}
    >
      <Container sx={{ py: { xs: 6, md: 8 } }}>
        <DocsLinkGrid query={query} />
        <SectionHeading mt={8} mb={4}>
          {m.docs_tutorials()}
        </SectionHeading>
        <TutorialList />
      </Container>
    </SitePage>
  );
}
