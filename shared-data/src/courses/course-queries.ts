import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { courseKeys } from './keys';
import { useQuery } from '../swr';

/** The professional who teaches the course (one of the team, not a name typed twice). */
export type CourseInstructor = Pick<Tables<'professionals'>, 'full_name' | 'title' | 'profile_pic'>;

export type CatalogueCourse = Tables<'courses'> & { instructor: CourseInstructor | null };

/**
 * The training catalogue in the agency's order. Row-level security shows visitors only active
 * courses; the enrollment function takes its price from the same rows.
 */
export async function getCourses(client: DataClient): Promise<CatalogueCourse[]> {
  return unwrap(
    await client
      .from('courses')
      .select('*, instructor:professionals(full_name, title, profile_pic)')
      .eq('is_active', true)
      .order('sort_order')
      .order('title'),
  );
}

export function useCourses() {
  const client = useSupabase();
  return useQuery(courseKeys.catalogue(), () => getCourses(client));
}

/** "$399.00": a catalogue price, from its cents and currency. */
export function formatCoursePrice(course: Pick<CatalogueCourse, 'price_cents' | 'currency'>) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: course.currency }).format(
    course.price_cents / 100,
  );
}
