export { CourseCard } from './course-card';
export type { Course, CourseCardProps, CourseLevel } from './course-card';
export { englishCourseCardTexts, type CourseCardTexts } from './course-card-texts';
