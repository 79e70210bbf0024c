import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { OtherLanguage } from '@inzira/shared-ui/card-parts';
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

/**
 * A list item shown in English on a Kinyarwanda or French page: a short label on its card
 * rather than a note per card (docs/content-translations.md), and `lang` on its English texts.
 */
export function inEnglishOn(missing: boolean): OtherLanguage | undefined {
  return missing && siteLocale() !== 'en'
    ? { lang: 'en', label: m.translation_in_english() }
    : undefined;
}
