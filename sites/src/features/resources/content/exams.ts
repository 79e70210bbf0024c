/**
 * The practice tests of /resources/tests. Start Exam opens the test itself
 * (/resources/tests/<slug>): multiple-choice questions, marked in the browser, with the right
 * answer explained. Nothing is stored; the figures shown are counted from these questions.
 */
import exams from './exams.json';

export interface ExamQuestion {
  question: string;
  options: string[];
  /** Index into `options`. */
  answer: number;
  explanation: string;
}

export interface ExamContent {
  slug: string;
  title: string;
  level: string;
  questions: ExamQuestion[];
}

// The questions are content, not code: they sit in exams.json, checked against these types.
export const examContents: ExamContent[] = exams;

export const examPath = (slug: string) => `/resources/tests/${slug}`;

export function findExam(slug: string | undefined): ExamContent | undefined {
  return examContents.find((exam) => exam.slug === slug);
}

/** A suggested time of two minutes a question. */
export const examMinutes = (exam: ExamContent) => exam.questions.length * 2;
