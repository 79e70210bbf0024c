import { useState } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { clampLines, OtherLanguageLabel } from '../card-parts';
import { storageSrcSet } from '../responsive-image';
import { CardCover } from '../responsive-image/card-cover';
import { englishBlogTexts, type BlogTexts } from './blog-texts';
import type { BlogSummary } from './types';

const fallbackImage = '/media/default-image.svg';

export interface BlogCardProps {
  post: BlogSummary;
  /** A card in the first row: its image is likely the page's largest paint, so it loads first. */
  isPriority?: boolean;
  texts?: Pick<BlogTexts, 'date'>;
}

export function BlogCard({ post, isPriority = false, texts = englishBlogTexts }: BlogCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const src = !imageFailed && post.image?.trim() ? post.image : fallbackImage;
  const srcSet = src === fallbackImage ? undefined : storageSrcSet(src);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/resources/blog/${post.slug}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardCover
          src={src}
          srcSet={srcSet}
          // One card per row on phones, two on tablets, three from 1200 px.
          sizes={srcSet ? '(min-width: 1200px) 384px, (min-width: 600px) 50vw, 100vw' : undefined}
          width={640}
          height={360}
          isPriority={isPriority}
          onError={() => setImageFailed(true)}
        />
        <CardContent sx={{ flex: 1 }}>
          <Chip label={post.category} size="small" color="primary" sx={{ mb: 1 }} />
          {post.inOtherLanguage && <OtherLanguageLabel label={post.inOtherLanguage.label} />}
          <Typography
            component="h3"
            variant="h6"
            lang={post.inOtherLanguage?.lang}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {post.title}
          </Typography>
          <Typography
            color="text.secondary"
            lang={post.inOtherLanguage?.lang}
            sx={{ mt: 1, ...clampLines(3) }}
          >
            {post.excerpt}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {post.authorName} · <time dateTime={post.createdAt}>{texts.date(post.createdAt)}</time>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
