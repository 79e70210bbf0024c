export { courseKeys } from './keys';
export {
  formatCoursePrice,
  getCourses,
  useCourses,
  type CatalogueCourse,
  type PublicCourse,
} from './course-queries';
