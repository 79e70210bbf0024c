export { ExamCard } from './exam-card';
export type { Exam } from './exam-card';
