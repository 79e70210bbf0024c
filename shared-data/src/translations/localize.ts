import type { Locale } from '@inzira/contract/locales.ts';
import { isSlugShaped } from './slug-lookup';

/** Options of the site's content reads: the visitor's language (English when left out). */
export type LocaleOption = { locale?: Locale };

/** A row as visitors read it: the English columns and the published translations. */
export type TranslatableRow = { published_translations: unknown };

/** A row in the visitor's language; `missing` when it fell back to English (the site says so). */
export type Localized<Row> = Row & { missing: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isPresent = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length);

/** The same kind of value as the English one: a text for a text, a list of texts for a list. */
function translatedValue(english: unknown, translated: unknown): string | string[] | undefined {
  if (Array.isArray(english))
    return isTexts(translated) && translated.length ? translated : undefined;
  return typeof translated === 'string' && translated.trim() ? translated : undefined;
}

/**
 * The row in `locale` (docs/content-translations.md). A published translation is used only when
 * it has every one of `fields` that the English row has; otherwise the row stays in English with
 * `missing: true`, so one field set never mixes two languages. A field the English row leaves
 * empty (an optional alt text, say) is taken from the translation when it has one. English rows,
 * and fields not named, are returned as they are.
 */
export function localize<Row extends TranslatableRow>(
  row: Row,
  locale: Locale,
  fields: readonly (keyof Row & string)[],
): Localized<Row> {
  if (locale === 'en') return { ...row, missing: false };
  const translations = isRecord(row.published_translations) ? row.published_translations : {};
  const translation = translations[locale];
  if (!isRecord(translation)) return { ...row, missing: true };
  const values: [string, string | string[]][] = [];
  for (const field of fields) {
    const english: unknown = row[field];
    const translated = translatedValue(english, translation[field]);
    if (translated !== undefined) values.push([field, translated]);
    else if (isPresent(english)) return { ...row, missing: true };
  }
  return { ...row, ...Object.fromEntries(values), missing: false };
}

/**
 * The row's address in `locale`: its published translation's slug when the translation is
 * complete enough to be shown (`missing` false), else the English slug.
 */
export function localizedSlug(row: Localized<TranslatableRow & { slug: string }>, locale: Locale) {
  if (locale === 'en' || row.missing || !isRecord(row.published_translations)) return row.slug;
  const translation = row.published_translations[locale];
  const slug = isRecord(translation) ? translation.slug : undefined;
  // The database keeps translated slugs in the English slugs' form; anything else is no address.
  return typeof slug === 'string' && isSlugShaped(slug) ? slug : row.slug;
}

/** A post's or project's slug in each language: the address of its page under each prefix. */
export type LocaleSlugs = Record<Locale, string>;

/**
 * The row's slug in every language, read from the English row (not a localized one: which
 * fields a translation must have depends on what the English row has). A language whose
 * translation is missing, unpublished or without a slug has the English slug, so its page shows
 * the English text with the note at that address (docs/content-translations.md, "Slugs").
 */
export function localizedSlugs<Row extends TranslatableRow & { slug: string }>(
  row: Row,
  fields: readonly (keyof Row & string)[],
): LocaleSlugs {
  const slugIn = (locale: Locale) => localizedSlug(localize(row, locale, fields), locale);
  // Spelled out: the type then fails to compile when a language is added and not listed here.
  return { en: row.slug, rw: slugIn('rw'), fr: slugIn('fr') };
}
