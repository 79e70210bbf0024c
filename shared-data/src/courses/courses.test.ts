import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { formatCoursePrice, getCourses } from '.';

const ctx = useTestBackend<Database>();

describe('courses', () => {
  it('gives visitors the active catalogue in order, with prices from the database', async () => {
    const courses = await getCourses(ctx().anon);
    expect(courses.map((course) => course.id)).toEqual([
      'event-management-fundamentals',
      'digital-marketing-mastery',
      'protocol-officer-essentials',
    ]);
    expect(courses.map((course) => formatCoursePrice(course))).toEqual(['$299.00', '$399.00', '$249.00']);
  });

  it('hides a course the agency retired', async () => {
    await ctx()
      .admin.from('courses')
      .update({ is_active: false })
      .eq('id', 'digital-marketing-mastery');
    const ids = (await getCourses(ctx().anon)).map((course) => course.id);
    expect(ids).not.toContain('digital-marketing-mastery');
    await ctx()
      .admin.from('courses')
      .update({ is_active: true })
      .eq('id', 'digital-marketing-mastery');
  });
});
