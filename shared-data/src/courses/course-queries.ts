import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import type { Locale } from '@inzira/contract/locales.ts';
import { unwrap } from '../errors';
import { formatMoney } from '../money';
import { localize, type LocaleOption, type Localized } from '../translations';
import { courseKeys } from './keys';
import { useQuery } from '../swr';

/** The professional who teaches the course (one of the team, not a name typed twice). */
export type CourseInstructor = Pick<Tables<'professionals'>, 'full_name' | 'title' | 'profile_pic'>;

/** What visitors may read of a course: all but the unpublished translations (docs/content-translations.md). */
export type PublicCourse = Omit<Tables<'courses'>, 'translations'>;
export type CatalogueCourse = Localized<PublicCourse> & { instructor: CourseInstructor | null };

const PUBLIC_COURSE_COLUMNS =
  'id, title, description, image, level, duration, students, modules, rating, price_cents, currency, topics, sort_order, is_active, created_at, updated_at, instructor_id, published_translations';
/** A course's fields that are translated as one set. */
const COURSE_TEXT_FIELDS = [
  'title',
  'description',
  'duration',
  'topics',
] as const satisfies readonly (keyof PublicCourse)[];

/**
 * The training catalogue in the agency's order. Row-level security shows visitors only active
 * courses; the enrollment function takes its price from the same rows.
 */
export async function getCourses(
  client: DataClient,
  { locale = 'en' }: LocaleOption = {},
): Promise<CatalogueCourse[]> {
  const rows = unwrap(
    await client
      .from('courses')
      .select(`${PUBLIC_COURSE_COLUMNS}, instructor:professionals(full_name, title, profile_pic)`)
      .eq('is_active', true)
      .order('sort_order')
      .order('title'),
  );
  return rows.map((row) => localize(row, locale, COURSE_TEXT_FIELDS));
}

export function useCourses({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(courseKeys.catalogue(locale), () => getCourses(client, { locale }));
}

/** "RWF 350,000": a catalogue price in the visitor's language (docs/payments.md, "Currencies"). */
export function formatCoursePrice(
  course: Pick<CatalogueCourse, 'price_cents' | 'currency'>,
  locale: Locale = 'en',
) {
  return formatMoney(course.price_cents, course.currency, locale);
}
