import { BlogCard, type BlogSummary } from '@inzira/shared-ui/blog';
import { CardSkeletonGrid, DataView, type DataQuery } from '@inzira/shared-ui/states';
import Grid from '@mui/material/Grid';
import { kigaliDate } from '../../i18n/formats';
import { m } from '../../paraglide/messages.js';

export interface BlogListViewProps {
  /** The posts as the list's read hook gives them, with its error and Retry. */
  query: DataQuery<BlogSummary[]>;
}

/** The post cards, three per row on large screens, with the list's loading, empty and error states. */
export function BlogListView({ query }: BlogListViewProps) {
  return (
    <DataView
      query={query}
      loading={<CardSkeletonGrid count={6} label={m.blog_loading_posts()} />}
      empty={{
        title: m.blog_empty_title(),
        text: m.blog_empty_text(),
        action: { label: m.back_to_home(), href: '/' },
      }}
    >
      {(posts) => (
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {posts.map((post, index) => (
            <Grid key={post.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              {/* The first row (three cards on large screens) is above the fold. */}
              <BlogCard post={post} isPriority={index < 3} texts={{ date: kigaliDate }} />
            </Grid>
          ))}
        </Grid>
      )}
    </DataView>
  );
}
