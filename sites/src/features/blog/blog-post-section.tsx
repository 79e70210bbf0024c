import { useBlog, useBlogBySlug, useBlogVote, type BlogVote } from '@inzira/shared-data/blogs';
import { useCurrentSlug } from '@inzira/shared-data/slugs';
import { BlogPostView } from '@inzira/shared-ui/blog';
import { ErrorState, LoadingState } from '@inzira/shared-ui/states';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { blogTexts } from '../../i18n/ui-texts/blog-texts';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { SitePageHead } from '../../common/site-page-head';
import { PostNextSteps } from './post-next-steps';
import { toBlogPost } from './to-blog-post';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';
import { TranslationNote } from '../../common/translation-note';
import { itemPaths } from '../../i18n/alternate-paths';
import { postPath } from './post-path';

export const reactionFailedMessage = 'Your reaction could not be saved. Please try again.';

// Posts used to be addressed by id (a UUID): such links still work, redirected to the slug.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One post, loaded by its slug (an old id address redirects to it); votes go through the
 * vote-on-blog function (one per visitor, shown pressed, changeable) and leave the post as it
 * was on failure.
 */
export function BlogPostSection({ slug }: { slug: string }) {
  const locale = siteLocale();
  const byId = uuidPattern.test(slug);
  const fromId = useBlog(byId ? slug : undefined, { locale });
  const fromSlug = useBlogBySlug(byId ? undefined : slug, { locale });
  const { data, error, isLoading, mutate } = byId ? fromId : fromSlug;
  // A post renamed since the link was shared: its old slug leads to the current one.
  const lookingForMove = data === null && !byId;
  const moved = useCurrentSlug('post', lookingForMove ? slug : undefined);
  const { vote, cast } = useBlogVote(data?.id ?? '');
  const [reacting, setReacting] = useState(false);
  const [reactionError, setReactionError] = useState<string | null>(null);

  const onReact = async (kind: BlogVote) => {
    setReacting(true);
    setReactionError(null);
    try {
      await cast(kind);
    } catch (failure) {
      // The failure is logged and the post stays unchanged; the visitor is told too.
      console.error('Blog reaction failed', failure);
      setReactionError(reactionFailedMessage);
    } finally {
      setReacting(false);
    }
  };

  if (error)
    return (
      <Container sx={{ py: 8 }}>
        <ErrorState message={error.message} onRetry={() => void mutate()} />
      </Container>
    );
  if (moved.data) return <Navigate replace to={postPath(moved.data)} />;
  // A post is taller than the screen: holding a full screen keeps the footer from jumping (CLS).
  if (isLoading || (lookingForMove && moved.data === undefined && !moved.error))
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <LoadingState label={m.blog_loading_post()} />
      </Box>
    );
  if (!data)
    return (
      <Container sx={{ py: 8 }}>
        <SitePageHead
          title={m.blog_post_not_found()}
          path={`/resources/blog/${slug}`}
          description={m.blog_post_not_found_description()}
          noIndex
        />
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h3" component="h1">
            {m.blog_post_not_found()}
          </Typography>
          <Button component={RouterLink} to="/resources/blog" variant="contained">
            {m.blog_return_to_list()}
          </Button>
        </Stack>
      </Container>
    );
  // An old id address, or the post under another language's slug: one address per page and
  // language (docs/content-translations.md, "Slugs"; the host answers 301 for the built ones).
  if (data.slugs[locale] !== slug) return <Navigate replace to={postPath(data.slugs[locale])} />;
  const post = toBlogPost(data);
  return (
    <>
      <SitePageHead
        title={data.seo_title ?? post.title}
        path={postPath(post.slug)}
        paths={itemPaths(data.slugs, postPath)}
        description={data.seo_description ?? post.excerpt}
        image={post.image ?? undefined}
        type="article"
      />
      <TranslationNote missing={data.missing} />
      <BlogPostView
        post={post}
        onReact={(kind) => void onReact(kind)}
        isReacting={reacting}
        currentVote={vote}
        texts={blogTexts()}
      />
      {reactionError && (
        <Container maxWidth="md" sx={{ pb: 4 }}>
          <Alert severity="error" onClose={() => setReactionError(null)}>
            {reactionError}
          </Alert>
        </Container>
      )}
      <PostNextSteps post={{ ...post, category: data.category }} />
    </>
  );
}
