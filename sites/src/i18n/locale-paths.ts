import { defaultLocale, isLocale, locales, type Locale } from '@inzira/contract/locales.ts';

/**
 * The site's addresses per language (docs/languages.md, "URLs"): English keeps today's paths at
 * `/`, Kinyarwanda and French live under `/rw` and `/fr`. The router runs with the prefix as its
 * basename, so every page and link inside the app works with unprefixed paths.
 */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The language a pathname is in: its first segment when that is a prefix, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([^/?#]+)(?:[/?#]|$)/.exec(pathname)?.[1];
  return first && first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** The pathname without its language prefix ("/rw/services" -> "/services", "/rw" -> "/"). */
export function unprefixedPath(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** An unprefixed site path in `locale` ("/services" -> "/fr/services", "/" -> "/fr"). */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  // No trailing slash, like every other address of the site.
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Every page in every language (what the build prerenders and the sitemap lists). */
export function inEveryLocale(paths: readonly string[]): string[] {
  return locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));
}
