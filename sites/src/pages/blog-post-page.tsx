import { useParams } from 'react-router-dom';
import { BlogPostSection } from '../features/blog/blog-post-section';

export function BlogPostPage() {
  const { id = '' } = useParams();
  return <BlogPostSection key={id} id={id} />;
}
