import { useParams } from 'react-router-dom';
import { examMinutes, examPath, ExamQuiz, ResourcePage, useExam } from '../features/resources';
import { NotFoundRoute } from './not-found-route';
import { m } from '../paraglide/messages.js';

export function ExamPage() {
  const exam = useExam(useParams().slug);
  if (!exam) return <NotFoundRoute />;
  return (
    <ResourcePage
      section="tests"
      head={{
        title: exam.title,
        path: examPath(exam.slug),
        description: m.exam_description({ count: exam.questions.length, title: exam.title }),
      }}
      hero={{
        eyebrow: m.exam_eyebrow({ level: exam.level }),
        subtitle: m.exam_subtitle({ count: exam.questions.length, minutes: examMinutes(exam) }),
      }}
    >
      <ExamQuiz exam={exam} />
    </ResourcePage>
  );
}
