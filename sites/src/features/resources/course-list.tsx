import { CourseCard } from '@inzira/shared-ui/course-card';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { courses, type TrainingCourse } from './courses';

export interface CourseListProps {
  /** The card's action, e.g. the enrollment button; the page brings it from its own feature. */
  renderAction?: (course: TrainingCourse) => ReactNode;
}

export function CourseList({ renderAction }: CourseListProps) {
  return (
    <Grid container spacing={3}>
      {courses.map((course) => (
        <Grid key={course.id} size={{ xs: 12, md: 4 }}>
          <CourseCard course={course} action={renderAction?.(course)} />
        </Grid>
      ))}
    </Grid>
  );
}
