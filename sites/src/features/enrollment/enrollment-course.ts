import type { CatalogueCourse } from '@inzira/shared-data/courses';

/**
 * What a catalogue card hands over: the course's row as the database holds it. The price is
 * shown from it; the enrollment function takes the amount from the catalogue again.
 */
export type EnrollmentCourseInput = Pick<
  CatalogueCourse,
  'id' | 'title' | 'price_cents' | 'currency'
>;
