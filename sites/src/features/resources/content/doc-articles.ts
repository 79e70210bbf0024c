/**
 * The guides and templates behind /resources/docs, one page each (/resources/docs/<slug>).
 * Short, practical and true to how the agency works; the overview counts them. The texts are in
 * one module per language (docs.en.ts, docs.rw.ts, docs.fr.ts), loaded by the page that shows
 * them, so a page ships only its own language (docs/languages.md, "Long texts").
 */
import { localeModule } from '../../../i18n/locale-module';

export const docIndex = [
  { slug: 'how-inzira-works', kind: 'guide' },
  { slug: 'choosing-a-service', kind: 'guide' },
  { slug: 'booking-a-professional', kind: 'guide' },
  { slug: 'scheduling-a-consultation', kind: 'guide' },
  { slug: 'planning-an-event-with-us', kind: 'guide' },
  { slug: 'protocol-for-official-visits', kind: 'guide' },
  { slug: 'briefing-a-marketing-campaign', kind: 'guide' },
  { slug: 'measuring-campaign-results', kind: 'guide' },
  { slug: 'project-brief-template', kind: 'template' },
  { slug: 'event-checklist-template', kind: 'template' },
  { slug: 'campaign-plan-template', kind: 'template' },
] as const;

export type DocSlug = (typeof docIndex)[number]['slug'];

/** One article's words in one language. */
export interface DocText {
  title: string;
  summary: string;
  /** Paragraphs; a paragraph starting with "- " lines is shown as a list. */
  body: string[];
}

export type DocTexts = Record<DocSlug, DocText>;

export interface DocArticle extends DocText {
  slug: DocSlug;
  kind: 'guide' | 'template';
}

export const docGuides = docIndex.filter((article) => article.kind === 'guide');
export const docTemplates = docIndex.filter((article) => article.kind === 'template');

export const docPath = (slug: string) => `/resources/docs/${slug}`;

/** Every article's words in the page's language. */
export const useDocTexts = localeModule({
  en: async () => (await import('./docs.en')).docTexts,
  rw: async () => (await import('./docs.rw')).docTexts,
  fr: async () => (await import('./docs.fr')).docTexts,
});

const isDocSlug = (slug: string | undefined): slug is DocSlug =>
  docIndex.some((article) => article.slug === slug);

/** The article at `slug` in the page's language, or undefined for an unknown slug. */
export function useDocArticle(slug: string | undefined): DocArticle | undefined {
  const texts = useDocTexts();
  if (!isDocSlug(slug)) return undefined;
  const entry = docIndex.find((article) => article.slug === slug);
  return entry && { ...entry, ...texts[slug] };
}
