export { CourseCard } from './course-card';
export type { Course, CourseCardProps, CourseLevel } from './course-card';
