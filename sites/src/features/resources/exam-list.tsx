import { ExamCard, type Exam } from '@inzira/shared-ui/exam-card';
import { CardGrid } from '../../common/card-grid';
import { examCardTexts } from '../../i18n/ui-texts/card-texts';
import { m } from '../../paraglide/messages.js';
import { examMinutes, examPath, useExams, type ExamContent } from './content/exams';

/** The card's view of a practice test: its figures are counted from its questions. */
const toExamCard = (exam: ExamContent): Exam => ({
  title: exam.title,
  level: exam.level,
  duration: m.exam_card_duration({ minutes: examMinutes(exam) }),
  questions: exam.questions.length,
});

/** Start Exam opens the test itself. */
export function ExamList() {
  return (
    <CardGrid items={useExams()} keyOf={(exam) => exam.slug}>
      {(exam) => (
        <ExamCard exam={toExamCard(exam)} to={examPath(exam.slug)} texts={examCardTexts()} />
      )}
    </CardGrid>
  );
}
