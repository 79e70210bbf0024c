import type { CourseLevel } from './course-card';

/**
 * The course card's words. English by default (stories, the admin); the public site passes its
 * catalogues' words (docs/languages.md).
 */
export interface CourseCardTexts {
  level: (level: CourseLevel) => string;
  modules: (count: number) => string;
  students: (count: number) => string;
  topics: string;
  enrollNow: string;
  /** The button named with its course: "Enroll Now: {title}". */
  enrollNowIn: (title: string) => string;
}

export const englishCourseCardTexts: CourseCardTexts = {
  level: (level) => level,
  modules: (count) => `${count} modules`,
  students: (count) => `${count.toLocaleString('en')} students`,
  topics: 'Topics',
  enrollNow: 'Enroll Now',
  enrollNowIn: (title) => `Enroll Now: ${title}`,
};
