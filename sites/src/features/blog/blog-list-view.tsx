import { BlogCard, type BlogSummary } from '@inzira/shared-ui/blog';
import { CardSkeletonGrid, EmptyState, ErrorState } from '@inzira/shared-ui/states';
import Grid from '@mui/material/Grid';

export interface BlogListViewProps {
  posts: BlogSummary[] | undefined;
  isLoading: boolean;
  /** A failed load: the message in red and an empty list. */
  error?: string | null;
  /** Loads the list again after a failure. */
  onRetry?: () => void;
}

/** The post cards, three per row on large screens, with the list's loading, empty and error states. */
export function BlogListView({ posts, isLoading, error, onRetry }: BlogListViewProps) {
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (isLoading || !posts) return <CardSkeletonGrid count={6} label="Loading blog posts..." />;
  if (posts.length === 0)
    return (
      <EmptyState
        title="No Blog Posts Yet"
        text="Check back soon for new content"
        action={{ label: 'Back to Home', href: '/' }}
      />
    );
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {posts.map((post, index) => (
        <Grid key={post.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
          {/* The first row (three cards on large screens) is above the fold. */}
          <BlogCard post={post} isPriority={index < 3} />
        </Grid>
      ))}
    </Grid>
  );
}
