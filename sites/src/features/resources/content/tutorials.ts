/**
 * The tutorials of /resources/tutorials, each a page of short lessons
 * (/resources/tutorials/<slug>). A tutorial has a video only when `videoUrl` is set; its
 * card then offers Play, otherwise it offers the lessons to read. The texts are in one module
 * per language (tutorials.en.ts, .rw.ts, .fr.ts), loaded by the page that shows them
 * (docs/languages.md, "Long texts").
 */
import { localeModule } from '../../../i18n/locale-module';

export const tutorialIndex: ReadonlyArray<{ slug: TutorialSlug; videoUrl?: string }> = [
  { slug: 'event-planning-essentials' },
  { slug: 'digital-marketing-strategy' },
  { slug: 'protocol-and-etiquette-basics' },
];

export type TutorialSlug =
  'event-planning-essentials' | 'digital-marketing-strategy' | 'protocol-and-etiquette-basics';

export interface TutorialLesson {
  title: string;
  text: string;
}

/** One tutorial's words in one language. */
export interface TutorialText {
  title: string;
  description: string;
  lessons: TutorialLesson[];
}

export type TutorialTexts = Record<TutorialSlug, TutorialText>;

export interface TutorialContent extends TutorialText {
  slug: TutorialSlug;
  videoUrl?: string;
}

export const tutorialPath = (slug: string) => `/resources/tutorials/${slug}`;

const useTutorialTexts = localeModule({
  en: async () => (await import('./tutorials.en')).tutorialTexts,
  rw: async () => (await import('./tutorials.rw')).tutorialTexts,
  fr: async () => (await import('./tutorials.fr')).tutorialTexts,
});

/** Every tutorial in the page's language, in the overview's order. */
export function useTutorials(): TutorialContent[] {
  const texts = useTutorialTexts();
  return tutorialIndex.map((entry) => ({ ...entry, ...texts[entry.slug] }));
}

/** The tutorial at `slug` in the page's language, or undefined for an unknown slug. */
export function useTutorial(slug: string | undefined): TutorialContent | undefined {
  return useTutorials().find((tutorial) => tutorial.slug === slug);
}

/** Reading time of a tutorial's lessons at 200 words a minute, at least one minute. */
export function readingMinutes(tutorial: TutorialText): number {
  const words = tutorial.lessons
    .map((lesson) => `${lesson.title} ${lesson.text}`)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
