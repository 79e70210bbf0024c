import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ExamList } from '../features/resources';
import { SitePageHead } from '../common/site-page-head';

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
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          Available Exams
        </Typography>
        <ExamList />
      </Container>
    </>
  );
}
