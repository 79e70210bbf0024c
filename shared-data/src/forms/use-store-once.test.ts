// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRows } from '../admin-list';
import { createBooking, type PublicBooking } from '../bookings';
import { useTestBackend } from '../test-support';
import { useStoreOnce } from '.';

const ctx = useTestBackend();

const booking: PublicBooking = {
  full_name: 'Retrying Visitor',
  email: 'retrying.visitor@example.com',
  phone_number: '+250 788 555 000',
  requested_service: 'Others',
  project_description: 'Sent twice after a refused notification.',
};

async function storedBookings() {
  const page = await listRows(ctx().admin, 'bookings', {
    page: 0,
    pageSize: 10,
    search: 'Retrying Visitor',
  });
  return page.rows.map((row) => row.email);
}

describe('useStoreOnce', () => {
  it('stores a retry with the same values once, and a corrected retry as what was corrected', async () => {
    const { result } = renderHook(() =>
      useStoreOnce((values: PublicBooking) => createBooking(ctx().anon, values)),
    );
    await result.current(booking);
    await result.current({ ...booking });
    expect(await storedBookings()).toEqual(['retrying.visitor@example.com']);

    await result.current({ ...booking, email: 'corrected.visitor@example.com' });
    expect((await storedBookings()).sort()).toEqual([
      'corrected.visitor@example.com',
      'retrying.visitor@example.com',
    ]);
  });

  it('tries again after a refused write', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useStoreOnce(async () => {
        calls += 1;
        if (calls === 1) throw new Error('The database is busy');
      }),
    );
    await expect(result.current(booking)).rejects.toThrow('The database is busy');
    await result.current(booking);
    expect(calls).toBe(2);
  });
});
