export { courseKeys } from './keys';
export { formatCoursePrice, getCourses, useCourses, type CatalogueCourse } from './course-queries';
