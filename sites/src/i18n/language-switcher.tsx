import { useAlternatePaths } from './alternate-paths';
import { LanguageLinks } from './language-links';

/**
 * The language links of the current page: the same page in each language (a post or project
 * under its slug in that language).
 */
export function LanguageSwitcher() {
  // Unprefixed paths (the router's basename is the language prefix); a post's differ by slug.
  return <LanguageLinks paths={useAlternatePaths()} />;
}
