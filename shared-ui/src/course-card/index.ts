export { CourseCard } from './course-card';
export type { Course, CourseLevel } from './course-card';
