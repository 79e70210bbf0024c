import { translatableFields, type TranslatedTable } from '@inzira/contract/content-translations.ts';
import type { TranslatedLocale } from '@inzira/contract/locales.ts';
import { localize, type TranslatableRow } from './localize';

/** Where a row's translation stands in one language, as the admin shows it. */
export type TranslationState = 'published' | 'unpublished' | 'missing';

/** The fields of a table's translation a visitor reads as text (the slug is an address). */
export const shownFields = (table: TranslatedTable): string[] =>
  translatableFields[table].map((field) => field.name).filter((name) => name !== 'slug');

const entryOf = (translations: unknown, locale: TranslatedLocale): unknown =>
  typeof translations === 'object' && translations !== null
    ? Object.entries(translations).find(([key]) => key === locale)?.[1]
    : undefined;

/**
 * A translation's state for an admin row (which reads `translations` itself): `missing` when it
 * lacks a field the English row has, as a visitor would then see English; otherwise `published`
 * or `unpublished` by its switch.
 */
export function translationState(
  table: TranslatedTable,
  row: Record<string, unknown> & { translations: unknown },
  locale: TranslatedLocale,
): TranslationState {
  // Read as if every translation were published: completeness is the rule visitors get.
  const asPublished: Record<string, unknown> & TranslatableRow = {
    ...row,
    published_translations: row.translations,
  };
  const asVisitor = localize(asPublished, locale, shownFields(table));
  if (asVisitor.missing) return 'missing';
  const entry = entryOf(row.translations, locale);
  const isPublished =
    typeof entry === 'object' && entry !== null && 'published' in entry && entry.published === true;
  return isPublished ? 'published' : 'unpublished';
}
