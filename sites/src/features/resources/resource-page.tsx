import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { SitePage, type SitePageProps } from '../../common/site-page';
import { ResourceBreadcrumb } from './resource-breadcrumb';
import { m } from '../../paraglide/messages.js';

/** The lists a resource's own page belongs to, as its breadcrumb names them. */
const sections = {
  docs: { label: () => m.nav_docs(), to: '/resources/docs', isArticle: true },
  tutorials: { label: () => m.nav_tutorials(), to: '/resources/tutorials', isArticle: true },
  // A test is a form to fill in, not an article to read.
  tests: { label: () => m.nav_tests(), to: '/resources/tests', isArticle: false },
};

export interface ResourcePageProps extends Omit<SitePageProps, 'inHero'> {
  section: keyof typeof sections;
  children: ReactNode;
}

/** One doc, tutorial or test: its frame, a narrow column and the breadcrumb back to its list. */
export function ResourcePage({ section, children, ...frame }: ResourcePageProps) {
  const { label, to, isArticle } = sections[section];
  return (
    <SitePage {...frame}>
      <Container
        maxWidth="md"
        component={isArticle ? 'article' : 'div'}
        sx={{ py: { xs: 5, md: 8 } }}
      >
        <ResourceBreadcrumb section={label()} sectionTo={to} title={frame.head.title} />
        {children}
      </Container>
    </SitePage>
  );
}
