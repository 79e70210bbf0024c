import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { MarkdownView, readingMinutes } from '../markdown';
import { ProfessionalAvatar } from '../professionals';
import { ResponsiveImage } from '../responsive-image';
import { englishBlogTexts, type BlogTexts } from './blog-texts';
import type { BlogPost, ReactionKind } from './types';

export interface BlogPostViewProps {
  post: BlogPost;
  onReact: (kind: ReactionKind) => void;
  /** Disables both buttons while a reaction is being saved, so a vote is not sent twice. */
  isReacting?: boolean;
  /** This visitor's vote, shown pressed (pressing it again takes it back). */
  currentVote?: ReactionKind;
  /** Where "Go back" leads; the blog list by default. */
  backTo?: string;
  texts?: BlogTexts;
}

export function BlogPostView({
  post,
  onReact,
  isReacting = false,
  currentVote,
  backTo = '/resources/blog',
  texts = englishBlogTexts,
}: BlogPostViewProps) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {texts.goBack}
      </Button>
      <Chip label={post.category} color="primary" size="small" />
      <Typography variant="h2" component="h1" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 2 }}>
        <ProfessionalAvatar name={post.authorName} src={post.authorImage} size={44} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{post.authorName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {post.authorRole ? `${post.authorRole} · ` : ''}
            <time dateTime={post.createdAt}>{texts.date(post.createdAt)}</time>
            {` · ${texts.readingTime(readingMinutes(post.content))}`}
          </Typography>
        </Box>
      </Stack>
      {post.image && (
        <ResponsiveImage
          src={post.image}
          alt={post.imageAlt ?? ''}
          sizes="(min-width: 900px) 852px, 100vw"
          loading="eager"
          fetchPriority="high"
          width={1600}
          height={900}
          sx={{
            width: '100%',
            height: 'auto',
            mt: 3,
            borderRadius: 3,
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            display: 'block',
          }}
        />
      )}
      <Box sx={{ mt: 3 }}>
        <MarkdownView markdown={post.content} />
      </Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 4, alignItems: 'center' }}
        role="group"
        aria-label={texts.helpful}
        aria-busy={isReacting}
      >
        <Button
          startIcon={<ThumbUpOutlinedIcon />}
          onClick={() => onReact('upvote')}
          disabled={isReacting}
          aria-pressed={currentVote === 'upvote'}
          variant={currentVote === 'upvote' ? 'contained' : 'outlined'}
          aria-label={texts.upvote(post.reactions.upvotes)}
        >
          {texts.upvote(post.reactions.upvotes)}
        </Button>
        <Button
          color="secondary"
          startIcon={<ThumbDownOutlinedIcon />}
          onClick={() => onReact('downvote')}
          disabled={isReacting}
          aria-pressed={currentVote === 'downvote'}
          variant={currentVote === 'downvote' ? 'contained' : 'outlined'}
          aria-label={texts.downvote(post.reactions.downvotes)}
        >
          {texts.downvote(post.reactions.downvotes)}
        </Button>
      </Stack>
    </Container>
  );
}
