import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { OtherLanguageLabel } from '../card-parts';
import { VideoEmbed } from '../video';
import { englishTestimonialTexts, type TestimonialModalTexts } from './testimonial-texts';
import { authorLine, type Testimonial } from './types';

export interface TestimonialModalProps {
  testimonial: Testimonial | null;
  open: boolean;
  onClose: () => void;
  /** Opens the booking modal ("Book Yours Now"). */
  onBook: () => void;
  texts?: TestimonialModalTexts;
}

export function TestimonialModal({
  testimonial,
  open,
  onClose,
  onBook,
  texts = englishTestimonialTexts,
}: TestimonialModalProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [showFullStory, setShowFullStory] = useState(false);

  const close = () => {
    setShowFullStory(false);
    onClose();
  };

  if (!testimonial) return null;
  const line = authorLine(testimonial);
  // Without a full story the quote stands in for it.
  const story = testimonial.fullStory?.trim() || testimonial.quote;
  const video = testimonial.videoUrl?.trim();

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {testimonial.author}
        {line && (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {line}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={texts.closeDialog}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {/* Only the testimonial's own video: never a stand-in clip that is not theirs. */}
        {video && <VideoEmbed url={video} title={texts.storyVideo(testimonial.author)} />}
        <Box sx={{ mt: video ? 3 : 0 }}>
          {testimonial.inOtherLanguage && (
            <OtherLanguageLabel label={testimonial.inOtherLanguage.label} />
          )}
          <Box lang={testimonial.inOtherLanguage?.lang}>
            <Typography
              component="blockquote"
              sx={{ m: 0, fontSize: '1.125rem', fontStyle: 'italic' }}
            >
              “{testimonial.quote}”
            </Typography>
            {showFullStory &&
              story.split(/\n\s*\n/).map((paragraph, index) => (
                <Typography key={index} sx={{ mt: 2, whiteSpace: 'pre-line' }}>
                  {paragraph}
                </Typography>
              ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
        {!showFullStory && (
          <Button onClick={() => setShowFullStory(true)}>{texts.fullStory}</Button>
        )}
        <Button onClick={close}>{texts.close}</Button>
        <Button variant="contained" onClick={onBook}>
          {texts.bookYours}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
