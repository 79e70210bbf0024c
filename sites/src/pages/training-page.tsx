import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EnrollButton } from '../features/enrollment';
import { CourseList } from '../features/resources';
import { SitePageHead } from '../common/site-page-head';

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
        <CourseList
          renderAction={(course) => (
            <EnrollButton course={course} aria-label={`Enroll Now: ${course.title}`} />
          )}
        />
      </Container>
    </>
  );
}
