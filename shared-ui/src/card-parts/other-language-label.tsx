import Typography from '@mui/material/Typography';

/**
 * A card whose texts are in another language than the page's (its translation is missing): the
 * language of its texts, for their `lang`, and a short label in the page's language saying so.
 */
export interface OtherLanguage {
  /** The language the card's texts are in, e.g. "en". */
  lang: string;
  /** Said on the card in the page's language, e.g. "En anglais". */
  label: string;
}

/** One short line above a card's title: a list stays readable when most cards carry it. */
export function OtherLanguageLabel({ label }: { label: string }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
    >
      {label}
    </Typography>
  );
}
