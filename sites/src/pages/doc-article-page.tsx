import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { ContentBody } from '../features/resources';
import { docPath, findDocArticle } from '../features/resources';
import { ResourceBreadcrumb } from '../features/resources';
import { SitePageHead } from '../common/site-page-head';
import { NotFoundRoute } from './not-found-route';

export function DocArticlePage() {
  const article = findDocArticle(useParams().slug);
  if (!article) return <NotFoundRoute />;
  return (
    <>
      <SitePageHead
        title={article.title}
        path={docPath(article.slug)}
        description={article.summary}
      />
      <Hero title={article.title} subtitle={article.summary} />
      <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 8 } }}>
        <ResourceBreadcrumb section="Docs" sectionTo="/resources/docs" title={article.title} />
        <ContentBody paragraphs={article.body} />
      </Container>
    </>
  );
}
