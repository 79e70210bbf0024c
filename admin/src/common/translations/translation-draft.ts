import {
  translatableFields,
  type TranslatedTable,
  type Translation,
  type Translations,
} from '@inzira/contract/content-translations.ts';
import { translatedLocales, type TranslatedLocale } from '@inzira/contract/locales.ts';

/** The admin edits the translations in English (docs/content-translations.md): language names. */
export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = {
  rw: 'Kinyarwanda',
  fr: 'French',
};

/** One language as the editor holds it: every field as typed text, lists one item a line. */
export type LanguageDraft = { published: boolean; fields: Record<string, string> };
export type TranslationsDraft = Record<TranslatedLocale, LanguageDraft>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.filter((item) => typeof item === 'string').join('\n')
      : '';

/** A row's `translations` as the editor's draft (absent fields empty, absent switch off). */
export function toDraft(table: TranslatedTable, translations: unknown): TranslationsDraft {
  const languageDraft = (locale: TranslatedLocale): LanguageDraft => {
    const entry = isRecord(translations) ? translations[locale] : undefined;
    const stored = isRecord(entry) ? entry : {};
    return {
      published: stored.published === true,
      fields: Object.fromEntries(
        translatableFields[table].map((field) => [field.name, asText(stored[field.name])]),
      ),
    };
  };
  return { rw: languageDraft('rw'), fr: languageDraft('fr') };
}

/**
 * The draft as `translations`: texts trimmed, blank fields and list lines left out (the database
 * refuses blanks), a language with nothing typed and its switch off left out altogether.
 */
export function fromDraft(table: TranslatedTable, draft: TranslationsDraft): Translations {
  const translations: Translations = {};
  for (const locale of translatedLocales) {
    const language = draft[locale];
    const translation: Translation = {};
    for (const field of translatableFields[table]) {
      const typed = language.fields[field.name] ?? '';
      if ('items' in field) {
        const items = typed
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        if (items.length) translation[field.name] = items;
      } else if (typed.trim()) {
        translation[field.name] = typed.trim();
      }
    }
    if (Object.keys(translation).length || language.published) {
      translation.published = language.published;
      translations[locale] = translation;
    }
  }
  return translations;
}
