import type { Locale } from '@inzira/contract/locales.ts';

/**
 * The suggestion banner's words, each written in the language it offers ("This page is also in
 * English." on a French page). Like the switcher's language names, not catalogue entries: each
 * language's build carries only its own catalogue texts (docs/languages.md, "One language per
 * build"), and the banner speaks another. Written for this project, unreviewed
 * (docs/languages.md, "Review before launch").
 */
export const languageOffers: Record<
  Locale,
  { label: string; text: string; open: string; dismiss: string }
> = {
  en: {
    label: 'Language',
    text: 'This page is also in English.',
    open: 'Read in English',
    dismiss: 'No, thanks',
  },
  rw: {
    label: 'Ururimi',
    text: 'Iyi paji iboneka no mu Kinyarwanda.',
    open: 'Soma mu Kinyarwanda',
    dismiss: 'Oya, murakoze',
  },
  fr: {
    label: 'Langue',
    text: 'Cette page existe aussi en français.',
    open: 'Lire en français',
    dismiss: 'Non merci',
  },
};
