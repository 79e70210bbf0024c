/**
 * The exam card's words. English by default (stories); the public site passes its catalogues'
 * words (docs/languages.md).
 */
export interface ExamCardTexts {
  questions: (count: number) => string;
  startExam: string;
  /** The button named with its test: "Start Exam: {title}". */
  startExamOf: (title: string) => string;
}

export const englishExamCardTexts: ExamCardTexts = {
  questions: (count) => `${count} ${count === 1 ? 'question' : 'questions'}`,
  startExam: 'Start Exam',
  startExamOf: (title) => `Start Exam: ${title}`,
};
