import { translatedLocales, type Locale } from '@inzira/contract/locales.ts';

// The form every slug has, English or translated (the database refuses any other): a page
// address in any other form is no post or project, and costs no query.
const slugShape = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isSlugShaped = (slug: string): boolean => slugShape.test(slug);

/**
 * The columns a page's slug is looked up in, in order, for a page in `locale`
 * (docs/content-translations.md, "Slugs"): the page language's own slugs, then the English
 * ones, then the other languages'. So a link shared in any language opens the item, and the
 * page then moves to the item's address in its own language.
 */
export function slugColumns(locale: Locale): string[] {
  const translated = (language: Locale) => `published_translations->${language}->>slug`;
  const others = translatedLocales.filter((language) => language !== locale).map(translated);
  return locale === 'en' ? ['slug', ...others] : [translated(locale), 'slug', ...others];
}
