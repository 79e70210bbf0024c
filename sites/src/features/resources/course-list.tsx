import { CourseCard } from '@inzira/shared-ui/course-card';
import Grid from '@mui/material/Grid';
import { EnrollButton } from '../enrollment';
import { courses } from './courses';

export function CourseList() {
  return (
    <Grid container spacing={3}>
      {courses.map((course) => (
        <Grid key={course.id} size={{ xs: 12, md: 4 }}>
          <CourseCard
            course={course}
            action={
              <EnrollButton
                course={{ id: course.id, title: course.title, priceUsd: course.priceUsd }}
                aria-label={`Enroll Now: ${course.title}`}
              />
            }
          />
        </Grid>
      ))}
    </Grid>
  );
}
