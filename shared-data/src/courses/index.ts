export { courseKeys } from './keys';
export {
  formatCoursePrice,
  getCourses,
  useCourses,
  type CatalogueCourse,
  type PublicCourse,
} from './course-queries';
export { createCourse, deleteCourse, updateCourse, useCourseActions } from './course-mutations';
export {
  courseLevels,
  courseSchema,
  isCourseLevel,
  newCourseId,
  toCourseRow,
  type CourseFormValues,
} from './course.schema';
