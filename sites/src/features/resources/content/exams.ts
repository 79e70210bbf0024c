/**
 * The practice tests of /resources/tests. Start Exam opens the test itself
 * (/resources/tests/<slug>): multiple-choice questions, marked in the browser, with the right
 * answer explained. Nothing is stored; the figures shown are counted from these questions. The
 * questions are content, not code: one JSON file per language (exams.en.json, .rw.json,
 * .fr.json), checked against these types and loaded by the page that shows them
 * (docs/languages.md, "Long texts"); every language keeps the same questions and answers.
 */
import { localeModule } from '../../../i18n/locale-module';

export const examIndex: ReadonlyArray<{ slug: ExamSlug }> = [
  { slug: 'event-management-certification' },
  { slug: 'digital-marketing-expert' },
  { slug: 'protocol-officer-certification' },
];

export type ExamSlug =
  'event-management-certification' | 'digital-marketing-expert' | 'protocol-officer-certification';

export interface ExamQuestion {
  question: string;
  options: string[];
  /** Index into `options`. */
  answer: number;
  explanation: string;
}

/** One test's words in one language. */
export interface ExamText {
  title: string;
  level: string;
  questions: ExamQuestion[];
}

export type ExamTexts = Record<ExamSlug, ExamText>;

export interface ExamContent extends ExamText {
  slug: ExamSlug;
}

export const examPath = (slug: string) => `/resources/tests/${slug}`;

// Each import is checked against ExamTexts, so a language file missing a test fails the build.
const useExamTexts = localeModule<ExamTexts>({
  en: async () => (await import('./exams.en.json')).default,
  rw: async () => (await import('./exams.rw.json')).default,
  fr: async () => (await import('./exams.fr.json')).default,
});

/** Every test in the page's language, in the overview's order. */
export function useExams(): ExamContent[] {
  const texts = useExamTexts();
  return examIndex.map((entry) => ({ ...entry, ...texts[entry.slug] }));
}

/** The test at `slug` in the page's language, or undefined for an unknown slug. */
export function useExam(slug: string | undefined): ExamContent | undefined {
  return useExams().find((exam) => exam.slug === slug);
}

/** A suggested time of two minutes a question. */
export const examMinutes = (exam: ExamText) => exam.questions.length * 2;
