import { useParams } from 'react-router-dom';
import { BlogPostSection } from '../features/blog';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return <BlogPostSection key={slug} slug={slug} />;
}
