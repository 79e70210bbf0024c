export { ExamCard } from './exam-card';
export type { Exam } from './exam-card';
export { englishExamCardTexts, type ExamCardTexts } from './exam-card-texts';
