import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import { ExamList } from '../features/resources/exam-list';
import { SitePageHead } from '../features/seo';

export function TestsPage() {
  return (
    <>
      <SitePageHead
        title="Tests"
        path="/resources/tests"
        description="Certification exams in event management, digital marketing and protocol."
      />
      <Hero
        title="Certification Tests"
        subtitle="Prove your skills and earn a recognised certificate."
      />
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <ExamList />
      </Container>
    </>
  );
}
