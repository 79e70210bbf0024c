import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { CheckList, OtherLanguageLabel, type OtherLanguage } from '../card-parts';
import Typography from '@mui/material/Typography';

export interface ServiceCardProps {
  title: string;
  description: string;
  features: string[];
  icon?: ReactNode;
  onBook: () => void;
  /** The button's words and accessible name in the visitor's language (default English). */
  bookLabel?: string;
  bookName?: string;
  /** The features list's accessible name (default "<title> features"). */
  featuresName?: string;
  /** Anchor id so /services#content etc. can scroll to the card. */
  id?: string;
  /**
   * The booking form's fields Book Now pre-fills, by field name, for the copy of the form a
   * prerendered page shows before its app has started (sites/scripts/early-input.js).
   */
  formValues?: Record<string, string>;
  /** The card's texts are in another language than the page's (a translation is missing). */
  inOtherLanguage?: OtherLanguage;
}

export function ServiceCard({
  title,
  description,
  features,
  icon,
  onBook,
  id,
  formValues,
  bookLabel = 'Book Now',
  bookName = `Book Now: ${title}`,
  featuresName = `${title} features`,
  inOtherLanguage,
}: ServiceCardProps) {
  return (
    <Card
      id={id}
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', scrollMarginTop: 80 }}
    >
      <CardContent sx={{ flex: 1 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              mb: 2,
              '& svg': { fontSize: 30 },
            }}
          >
            {icon}
          </Box>
        )}
        {inOtherLanguage && <OtherLanguageLabel label={inOtherLanguage.label} />}
        <Box lang={inOtherLanguage?.lang}>
          <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {description}
          </Typography>
          {features.length > 0 && <CheckList items={features} label={featuresName} />}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          variant="contained"
          fullWidth
          onClick={onBook}
          aria-label={bookName}
          // Opens the booking form: its code is requested at the first touch (early-input.js).
          aria-haspopup="dialog"
          data-opens-form="booking"
          data-form-values={formValues && JSON.stringify(formValues)}
        >
          {bookLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
