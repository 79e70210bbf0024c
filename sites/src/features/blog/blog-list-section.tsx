import { usePublishedBlogs } from '@inzira/shared-data/blogs';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BlogListView } from './blog-list-view';
import { toBlogSummary } from './to-blog-post';

export function BlogListSection() {
  const { data, error, isLoading, mutate } = usePublishedBlogs();
  return (
    <Container component="section" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
        Latest Posts
      </Typography>
      <BlogListView
        posts={data?.map(toBlogSummary)}
        isLoading={isLoading}
        error={error ? error.message : null}
        onRetry={() => void mutate()}
      />
    </Container>
  );
}
