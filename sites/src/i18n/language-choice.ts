import { isLocale, locales, type Locale } from '@inzira/contract/locales.ts';

/**
 * The language a visitor picked last, remembered on their device. It is only ever offered back
 * in a visible suggestion (docs/languages.md, "No forced redirect"), never applied by itself:
 * shared links and crawlers land where they point.
 */
const storageKey = 'inzira-language';

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Storage off (private mode, quota): the choice is simply not remembered.
  }
}

function rememberedLanguage(): Locale | undefined {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The first of the browser's languages the site has ("rw-RW" counts as "rw"). */
export function preferredLanguage(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = locales.find((locale) => locale === primary);
    if (match) return match;
  }
  return undefined;
}

/**
 * The language to suggest on a page in `current`: the remembered choice, or on a first visit
 * (nothing remembered) the browser's Accept-Language; none when it is the page's own.
 */
export function suggestedLanguage(
  current: Locale,
  browserLanguages: readonly string[],
): Locale | undefined {
  const remembered = rememberedLanguage();
  const wanted = remembered ?? preferredLanguage(browserLanguages);
  return wanted && wanted !== current ? wanted : undefined;
}
