import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CourseList } from '../features/resources/course-list';
import { SitePageHead } from '../features/seo';

export function TrainingPage() {
  return (
    <>
      <SitePageHead
        title="Training"
        path="/resources/training"
        description="Instructor-led courses in event management, digital marketing and protocol."
      />
      <Hero
        title="Professional Training"
        subtitle="Courses taught by working professionals, with a certificate at the end."
      />
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          Our Courses
        </Typography>
        <CourseList />
      </Container>
    </>
  );
}
