import { localeModule } from '../../i18n/locale-module';

export type LegalKind = 'terms' | 'privacy' | 'cookies';

export interface LegalSection {
  heading: string;
  body: string;
}

/** One legal document in one language. */
export interface LegalPage {
  title: string;
  /** The page's meta description. */
  description: string;
  /** When the text last changed (ISO date); the same in every language. */
  updated: string;
  sections: LegalSection[];
}

export type LegalTexts = Record<LegalKind, LegalPage>;

/** Where each document lives: /legal/terms, /legal/privacy and /legal/cookies. */
export const legalPaths: Record<LegalKind, string> = {
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  cookies: '/legal/cookies',
};

/**
 * The legal documents in the page's language, one module per language (texts/legal.en.ts,
 * .rw.ts, .fr.ts) loaded by the legal page, so a page ships only its own language's text
 * (docs/languages.md, "Long texts"). The Kinyarwanda and French texts are unreviewed
 * translations that a lawyer must review before launch.
 */
export const useLegalTexts = localeModule({
  en: async () => (await import('./texts/legal.en')).legalTexts,
  rw: async () => (await import('./texts/legal.rw')).legalTexts,
  fr: async () => (await import('./texts/legal.fr')).legalTexts,
});
