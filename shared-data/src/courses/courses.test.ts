import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { formatCoursePrice, getCourses } from '.';

const ctx = useTestBackend<Database>();

describe('courses', () => {
  it('gives visitors the active catalogue in order, priced in Rwandan francs from the database', async () => {
    const courses = await getCourses(ctx().anon);
    expect(courses.map((course) => course.id)).toEqual([
      'event-management-fundamentals',
      'digital-marketing-mastery',
      'protocol-officer-essentials',
    ]);
    // Intl's form for English, a no-break space after the code; French writes "350 000 RWF".
    expect(courses.map((course) => formatCoursePrice(course))).toEqual([
      'RWF\u00a0350,000',
      'RWF\u00a0450,000',
      'RWF\u00a0300,000',
    ]);
    expect(formatCoursePrice(courses[0]!, 'fr')).toBe('350\u202f000\u00a0RWF');
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
