import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckList, OtherLanguageLabel, type OtherLanguage } from '../card-parts';
import { ProfessionalAvatar } from '../professionals';
import { StarRating } from '../star-rating';
import { VideoEmbed } from '../video';

export interface CustomerStory {
  id: string;
  author: string;
  authorImage?: string | null;
  role: string;
  company: string;
  /** Stars out of five, when the client gave a rating. */
  rating?: number | null;
  headline: string;
  featuredQuote: string;
  /** Body text; blank lines separate paragraphs. */
  testimonial: string;
  image?: string | null;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  imageAlt?: string | null;
  videoUrl?: string | null;
  results: string[];
  /** Set when the story's texts are in another language than the page's. */
  inOtherLanguage?: OtherLanguage;
}

export interface StoryBlockProps {
  story: CustomerStory;
  /** Puts the media on the right; pages alternate it for every other story. */
  reverse?: boolean;
  /** The results box's heading; English by default, the public site passes its own. */
  resultsHeading?: string;
}

export function StoryBlock({
  story,
  reverse = false,
  resultsHeading = 'Results Achieved',
}: StoryBlockProps) {
  // The story's own texts; the results heading is the page's words.
  const lang = story.inOtherLanguage?.lang;
  const media = story.videoUrl?.trim() ? (
    <VideoEmbed
      url={story.videoUrl}
      title={`${story.company}: ${story.headline}`}
      poster={story.image ?? undefined}
    />
  ) : (
    <Box
      component="img"
      src={story.image?.trim() || '/media/default-image.svg'}
      alt={story.image?.trim() ? (story.imageAlt ?? '') : ''}
      loading="lazy"
      sx={{
        width: '100%',
        borderRadius: 3,
        aspectRatio: '4 / 3',
        objectFit: 'cover',
        display: 'block',
      }}
    />
  );

  return (
    <Box component="article" aria-labelledby={`story-${story.id}`} sx={{ py: { xs: 4, md: 6 } }}>
      <Grid
        container
        spacing={{ xs: 3, md: 6 }}
        sx={{ alignItems: 'center', flexDirection: { md: reverse ? 'row-reverse' : 'row' } }}
      >
        <Grid size={{ xs: 12, md: 6 }}>{media}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {story.rating ? <StarRating value={story.rating} /> : null}
          {story.inOtherLanguage && <OtherLanguageLabel label={story.inOtherLanguage.label} />}
          <Typography
            id={`story-${story.id}`}
            component="h2"
            variant="h3"
            lang={lang}
            sx={{ mt: 1, overflowWrap: 'anywhere' }}
          >
            {story.headline}
          </Typography>
          <Typography
            component="blockquote"
            lang={lang}
            sx={{
              m: 0,
              mt: 2,
              pl: 2,
              borderLeft: 4,
              borderColor: 'primary.main',
              fontSize: '1.25rem',
              fontStyle: 'italic',
            }}
          >
            “{story.featuredQuote}”
          </Typography>
          {story.testimonial
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              <Typography key={index} lang={lang} color="text.secondary" sx={{ mt: 2 }}>
                {paragraph}
              </Typography>
            ))}
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
            <ProfessionalAvatar name={story.author} src={story.authorImage} size={52} />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{story.author}</Typography>
              <Typography variant="body2" color="text.secondary" lang={lang}>
                {story.role}, {story.company}
              </Typography>
            </Box>
          </Stack>
          {story.results.length > 0 && (
            <Paper variant="outlined" sx={{ mt: 3, p: 2, bgcolor: 'background.default' }}>
              <Typography component="h3" variant="h6">
                {resultsHeading}
              </Typography>
              <Box lang={lang}>
                <CheckList items={story.results} />
              </Box>
            </Paper>
          )}
        </Grid>
      </Grid>
    </Box>
  );
}
