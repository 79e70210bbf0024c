import { useParams } from 'react-router-dom';
import { ContentBody, docPath, ResourcePage, useDocArticle } from '../features/resources';
import { NotFoundRoute } from './not-found-route';

export function DocArticlePage() {
  const article = useDocArticle(useParams().slug);
  if (!article) return <NotFoundRoute />;
  return (
    <ResourcePage
      section="docs"
      head={{ title: article.title, path: docPath(article.slug), description: article.summary }}
      hero={{ subtitle: article.summary }}
    >
      <ContentBody paragraphs={article.body} />
    </ResourcePage>
  );
}
