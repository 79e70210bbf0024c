import type { TablesInsert } from '@inzira/contract/database.types.ts';
import { tableWrites } from '../client/table-writes';
import type { DataClient } from '../client';
import { useCrudActions } from '../swr';
import { newCourseId } from './course.schema';

const courses = tableWrites<'courses'>((client) => client.from('courses'));
const [insertCourse] = courses;
export const [, updateCourse, deleteCourse] = courses;

/** A new course, its id made from its title (`newCourseId`) unless one is given. */
export function createCourse(
  client: DataClient,
  values: Omit<TablesInsert<'courses'>, 'id'> & { id?: string },
) {
  return insertCourse(client, { ...values, id: values.id ?? newCourseId(values.title) });
}

/**
 * Admin actions bound to the app's client. An enrollment keeps the title and price it was made
 * with (docs/courses.md), so only the catalogue refreshes.
 */
export function useCourseActions() {
  return useCrudActions([createCourse, updateCourse, deleteCourse], ['courses']);
}
