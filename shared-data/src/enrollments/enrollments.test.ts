import { describe, expect, it } from 'vitest';
import { listRows } from '../admin-list';
import { submitAsVisitor, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { deleteEnrollment, updateEnrollment } from '.';

const ctx = useTestBackend<Database>();

describe('enrollments', () => {
  it('records a visitor’s enrollment at the catalogue’s price, unpaid', async () => {
    await submitAsVisitor(ctx().backend, 'submit-enrollment', {
      name: 'Keen Learner',
      email: 'keen.learner@example.com',
      phone: '+250 788 000 321',
      courseId: 'digital-marketing-mastery',
    });
    const page = await listRows(ctx().admin, 'enrollments', {
      page: 0,
      pageSize: 10,
      search: 'keen.learner',
    });
    expect(page).toMatchObject({
      total: 1,
      rows: [
        {
          course_id: 'digital-marketing-mastery',
          // Whole francs: RWF is a zero-decimal currency (docs/payments.md, "Currencies").
          amount_cents: 450000,
          currency: 'RWF',
          payment_status: 'unpaid',
        },
      ],
    });
  });

  it('never lets a visitor mark an enrollment paid', async () => {
    await expect(
      ctx().anon.from('enrollments').insert({
        course_id: 'digital-marketing-mastery',
        course_title: 'Digital Marketing Mastery',
        amount_cents: 39900,
        full_name: 'Cheat',
        email: 'cheat@example.com',
        phone: '+250 788 000 322',
        payment_status: 'paid',
      }),
    ).resolves.toMatchObject({ error: { code: '42501' } });
  });

  it('lets the admin filter by payment status, update and delete', async () => {
    const paid = await listRows(ctx().admin, 'enrollments', {
      page: 0,
      pageSize: 10,
      status: 'paid',
    });
    expect(paid.rows.map((row) => row.full_name)).toEqual(['Aimée Uwase']);
    const [yves] = (
      await listRows(ctx().admin, 'enrollments', { page: 0, pageSize: 10, status: 'failed' })
    ).rows;
    if (!yves) throw new Error('The seed has a failed enrollment.');
    expect(
      (await updateEnrollment(ctx().admin, yves.id, { payment_status: 'refunded' })).payment_status,
    ).toBe('refunded');
    await deleteEnrollment(ctx().admin, yves.id);
    expect(
      (await listRows(ctx().admin, 'enrollments', { page: 0, pageSize: 10, search: 'Yves' })).total,
    ).toBe(0);
  });
});
