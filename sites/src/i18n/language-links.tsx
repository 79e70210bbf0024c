import { locales, type Locale } from '@inzira/contract/locales.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useSiteLinks } from '@inzira/shared-ui/site-links';
import { visuallyHiddenSx } from '@inzira/shared-ui/states';
import { m } from '../paraglide/messages.js';
import { rememberLanguage } from './language-choice';
import { languageNames } from './language-names';
import { localizedPath } from './locale-paths';
import { siteLocale } from './site-locale';

/**
 * The same page in each language (same path under the other prefix; a post or project under its
 * slug in that language). Plain links: the other language is another prerendered document,
 * loaded whole, with its own messages.
 */
export function LanguageLinks({ paths }: { paths: Record<Locale, string> }) {
  const { search, hash } = useSiteLinks().useLocation();
  const current = siteLocale();
  return (
    <Box
      component="ul"
      aria-label={m.language_switcher_label()}
      sx={{ display: 'flex', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}
    >
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={`${localizedPath(paths[locale], locale)}${search}${hash}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => rememberLanguage(locale)}
            underline="hover"
            sx={{
              display: 'inline-block',
              px: 0.75,
              py: 0.75,
              fontWeight: locale === current ? 700 : 500,
              color: locale === current ? 'primary.main' : 'text.secondary',
            }}
          >
            {/* The name is the code then the language's own name ("RW Ikinyarwanda"): the
                visible text starts it (WCAG 2.5.3, label in name). */}
            {languageNames[locale].short}
            <Box component="span" sx={visuallyHiddenSx}>
              {` ${languageNames[locale].full}`}
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}
