import { useParams } from 'react-router-dom';
import { BlogPostSection } from '../features/blog';

export function BlogPostPage() {
  const { id = '' } = useParams();
  return <BlogPostSection key={id} id={id} />;
}
