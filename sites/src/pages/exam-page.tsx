import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { examMinutes, examPath, findExam } from '../features/resources';
import { ExamQuiz } from '../features/resources';
import { ResourceBreadcrumb } from '../features/resources';
import { SitePageHead } from '../common/site-page-head';
import { NotFoundRoute } from './not-found-route';

export function ExamPage() {
  const exam = findExam(useParams().slug);
  if (!exam) return <NotFoundRoute />;
  return (
    <>
      <SitePageHead
        title={exam.title}
        path={examPath(exam.slug)}
        description={`A ${exam.questions.length}-question practice test: ${exam.title}.`}
      />
      <Hero
        title={exam.title}
        eyebrow={`${exam.level} practice test`}
        subtitle={`${exam.questions.length} questions, about ${examMinutes(exam)} minutes. Your answers stay in your browser.`}
      />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <ResourceBreadcrumb section="Tests" sectionTo="/resources/tests" title={exam.title} />
        <ExamQuiz exam={exam} />
      </Container>
    </>
  );
}
