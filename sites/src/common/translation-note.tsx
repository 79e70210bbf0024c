import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { siteLocale } from '../i18n/site-locale';
import { m } from '../paraglide/messages.js';

/**
 * Said above content shown in English on a Kinyarwanda or French page because its translation
 * is missing or unpublished (docs/content-translations.md): the visitor knows why the language
 * changed, and the whole text stays in one language.
 */
export function TranslationNote({ missing }: { missing: boolean }) {
  if (!missing || siteLocale() === 'en') return null;
  return (
    <Container maxWidth="md" sx={{ pt: 3 }}>
      <Alert severity="info" lang={siteLocale()}>
        {m.translation_missing()}
      </Alert>
    </Container>
  );
}
