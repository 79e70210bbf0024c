import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { OtherLanguageLabel } from '../card-parts';
import { ProfessionalAvatar } from '../professionals';
import { englishTestimonialTexts, type TestimonialCardTexts } from './testimonial-texts';
import { authorLine, type Testimonial } from './types';

export interface TestimonialCardProps {
  testimonial: Testimonial;
  /** Opens the testimonial modal (video and full story). */
  onOpen: () => void;
  texts?: TestimonialCardTexts;
}

export function TestimonialCard({
  testimonial,
  onOpen,
  texts = englishTestimonialTexts,
}: TestimonialCardProps) {
  const line = authorLine(testimonial);
  const hasVideo = Boolean(testimonial.videoUrl?.trim());
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <FormatQuoteIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        {testimonial.inOtherLanguage && (
          <OtherLanguageLabel label={testimonial.inOtherLanguage.label} />
        )}
        <Typography
          component="blockquote"
          lang={testimonial.inOtherLanguage?.lang}
          sx={{ m: 0, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
        >
          “{testimonial.quote}”
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
          <ProfessionalAvatar name={testimonial.author} size={44} />
          <div>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {testimonial.author}
            </Typography>
            {line && (
              <Typography
                variant="body2"
                color="text.secondary"
                lang={testimonial.inOtherLanguage?.lang}
              >
                {line}
              </Typography>
            )}
          </div>
        </Stack>
      </CardContent>
      {/* "Watch Story" only where there is a video to watch; a written story is read. */}
      {(hasVideo || testimonial.fullStory?.trim()) && (
        <CardActions sx={{ p: 2, pt: 0 }}>
          <Button
            startIcon={hasVideo ? <PlayCircleOutlineIcon /> : <MenuBookIcon />}
            onClick={onOpen}
            aria-label={
              hasVideo
                ? texts.watchStoryOf(testimonial.author)
                : texts.readStoryOf(testimonial.author)
            }
          >
            {hasVideo ? texts.watchStory : texts.readStory}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
