/**
 * The public site's languages (docs/languages.md): English at `/` (today's URLs), Kinyarwanda at
 * `/rw/…`, French at `/fr/…`. English is the language every content row is written in first;
 * the others are translations of it, and a missing translation falls back to English with a
 * visible note.
 */
export const locales = ['en', 'rw', 'fr'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The languages content is translated into (English lives in the row's own columns). */
export const translatedLocales = ['rw', 'fr'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof translatedLocales)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && locales.some((locale) => locale === value);
