import { usePublishedBlogs } from '@inzira/shared-data/blogs';
import Container from '@mui/material/Container';
import { BlogListView } from './blog-list-view';
import { toBlogSummary } from './to-blog-post';

export function BlogListSection() {
  const { data, error, isLoading } = usePublishedBlogs();
  return (
    <Container component="section" aria-label="Blog posts" sx={{ py: { xs: 4, md: 8 } }}>
      <BlogListView
        posts={data?.map(toBlogSummary)}
        isLoading={isLoading}
        error={error ? error.message : null}
      />
    </Container>
  );
}
