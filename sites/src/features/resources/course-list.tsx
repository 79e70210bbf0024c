import { formatCoursePrice, useCourses, type CatalogueCourse } from '@inzira/shared-data/courses';
import { CourseCard, type Course, type CourseLevel } from '@inzira/shared-ui/course-card';
import type { ReactNode } from 'react';
import { CardGrid } from '../../common/card-grid';
import { ListView } from '../../common/list-view';
import { courseCardTexts } from '../../i18n/ui-texts/card-texts';
import { m } from '../../paraglide/messages.js';
import { siteLocale } from '../../i18n/site-locale';
import { inEnglishOn } from '../../common/translation-note';

export interface CourseListProps {
  /** The card's action, e.g. the enrollment button; the page brings it from its own feature. */
  renderAction?: (course: CatalogueCourse) => ReactNode;
}

/**
 * The card's view of a catalogue row. The catalogue's student and rating columns are typed in
 * by hand, not counted from enrollments or reviews, so visitors are not shown them
 * (docs/public-site.md, honest figures).
 */
function toCourse(row: CatalogueCourse): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    // The database's check constraint allows exactly these three levels.
    level: row.level as CourseLevel,
    duration: row.duration,
    modules: row.modules,
    price: formatCoursePrice(row, siteLocale()),
    instructor: row.instructor && {
      name: row.instructor.full_name,
      title: row.instructor.title,
      image: row.instructor.profile_pic,
    },
    topics: row.topics,
    inOtherLanguage: inEnglishOn(row.missing),
  };
}

const noCoursesOpen = () => ({
  title: m.courses_empty_title(),
  text: m.courses_empty_text(),
});

/** The training catalogue from the database, with the loading, error and empty states of every list. */
export function CourseList({ renderAction }: CourseListProps) {
  return (
    <ListView
      query={useCourses({ locale: siteLocale() })}
      subject={m.list_subject_courses()}
      empty={noCoursesOpen()}
    >
      {(rows) => (
        <CardGrid items={rows} keyOf={(row) => row.id}>
          {(row) => (
            <CourseCard
              course={toCourse(row)}
              action={renderAction?.(row)}
              texts={courseCardTexts()}
            />
          )}
        </CardGrid>
      )}
    </ListView>
  );
}
