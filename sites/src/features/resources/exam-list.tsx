import { ExamCard, type Exam } from '@inzira/shared-ui/exam-card';
import { CardGrid } from '../../common/card-grid';
import { examContents, examMinutes, examPath, type ExamContent } from './content/exams';

/** The card's view of a practice test: its figures are counted from its questions. */
const toExamCard = (exam: ExamContent): Exam => ({
  title: exam.title,
  level: exam.level,
  duration: `About ${examMinutes(exam)} minutes`,
  questions: exam.questions.length,
});

/** Start Exam opens the test itself. */
export function ExamList() {
  return (
    <CardGrid items={examContents} keyOf={(exam) => exam.slug}>
      {(exam) => <ExamCard exam={toExamCard(exam)} to={examPath(exam.slug)} />}
    </CardGrid>
  );
}
