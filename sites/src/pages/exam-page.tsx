import { useParams } from 'react-router-dom';
import { examMinutes, examPath, ExamQuiz, findExam, ResourcePage } from '../features/resources';
import { NotFoundRoute } from './not-found-route';

export function ExamPage() {
  const exam = findExam(useParams().slug);
  if (!exam) return <NotFoundRoute />;
  return (
    <ResourcePage
      section="tests"
      head={{
        title: exam.title,
        path: examPath(exam.slug),
        description: `A ${exam.questions.length}-question practice test: ${exam.title}.`,
      }}
      hero={{
        eyebrow: `${exam.level} practice test`,
        subtitle: `${exam.questions.length} questions, about ${examMinutes(exam)} minutes. Your answers stay in your browser.`,
      }}
    >
      <ExamQuiz exam={exam} />
    </ResourcePage>
  );
}
