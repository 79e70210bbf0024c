import type { Locale } from '@inzira/contract/locales.ts';
import { useSiteLinks } from '@inzira/shared-ui/site-links';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { rememberLanguage } from './language-choice';
import { languageOffers } from './language-offers';
import { localizedPath } from './locale-paths';
import { siteLocale } from './site-locale';

/**
 * The banner offering `offer`, with a link to the page at `paths` in it; "stay" remembers the
 * page's language and calls `onDismissed`.
 */
export function LanguageOffer({
  offer,
  paths,
  onDismissed,
}: {
  offer: Locale;
  paths: Record<Locale, string>;
  onDismissed: () => void;
}) {
  const { search, hash } = useSiteLinks().useLocation();
  const words = languageOffers[offer];
  const stay = () => {
    rememberLanguage(siteLocale());
    onDismissed();
  };
  return (
    <Paper
      role="region"
      aria-label={words.label}
      lang={offer}
      elevation={6}
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        // Under the drawer and dialogs (which hold the language links too), over the page.
        zIndex: 'appBar',
        maxWidth: 560,
        mx: 'auto',
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Typography sx={{ flex: '1 1 220px' }}>{words.text}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="contained"
          href={`${localizedPath(paths[offer], offer)}${search}${hash}`}
          hrefLang={offer}
          onClick={() => rememberLanguage(offer)}
        >
          {words.open}
        </Button>
        <Button onClick={stay}>{words.dismiss}</Button>
      </Box>
    </Paper>
  );
}
