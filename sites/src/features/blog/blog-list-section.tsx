import { BLOG_CATEGORIES, usePublishedBlogs, type BlogCategory } from '@inzira/shared-data/blogs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router-dom';
import { mapQuery } from '@inzira/shared-ui/states';
import { PageSection } from '../../common/site-page';
import { BlogListView } from './blog-list-view';
import { toBlogSummary } from './to-blog-post';
import { categoryLabel } from './category-label';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';

const isCategory = (value: string | null): value is BlogCategory =>
  BLOG_CATEGORIES.some((category) => category === value);

/** The published posts, newest first; `?category=` keeps a chosen category in the address. */
export function BlogListSection() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category = isCategory(requested) ? requested : undefined;
  const posts = usePublishedBlogs(category, { locale: siteLocale() });
  const choose = (next: BlogCategory | undefined) =>
    setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });
  return (
    <PageSection title={m.blog_latest_posts()} titleGap={3}>
      <Stack
        direction="row"
        role="group"
        aria-label={m.blog_filter_label()}
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: 4 }}
      >
        {[undefined, ...BLOG_CATEGORIES].map((option) => (
          <Chip
            key={option ?? 'all'}
            label={option ? categoryLabel(option) : m.blog_all_categories()}
            clickable
            color={option === category ? 'primary' : 'default'}
            variant={option === category ? 'filled' : 'outlined'}
            aria-pressed={option === category}
            onClick={() => choose(option)}
          />
        ))}
      </Stack>
      <BlogListView query={mapQuery(posts, (rows) => rows.map(toBlogSummary))} />
    </PageSection>
  );
}
