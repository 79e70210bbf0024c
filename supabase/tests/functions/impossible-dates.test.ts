import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { format, getDaysInMonth } from 'date-fns';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';
import type { Database } from '@inzira/contract/database.types.ts';
import { postFrom, useTestBackend } from '@inzira/test-kit';

// A consultation on a day the calendar lacks is refused, never stored as the next day: the
// Edge Function's schema answers the visitor, and the database refuses the instant on its own.

const ctx = useTestBackend<Database>();

/**
 * A day this Kigali month lacks that still sorts inside the booking window (on 26 November 2026:
 * 2026-11-31), so only its impossibility can refuse it.
 */
function missingDayThisMonth(): string {
  const now = TZDate.tz(AGENCY_TIME_ZONE);
  const missing = getDaysInMonth(now) < 31 ? 31 : 32;
  return `${format(now, 'yyyy-MM')}-${missing}`;
}

async function consultationsFor(email: string): Promise<unknown[]> {
  const { data, error } = await ctx()
    .service.from('consultations')
    .select('scheduled_for')
    .eq('email', email);
  if (error) throw error;
  return data;
}

describe('impossible consultation dates', () => {
  it('tells the visitor the day does not exist and stores nothing', async () => {
    const date = missingDayThisMonth();
    const answer = await postFrom(ctx().backend, '127.0.2.1', 'submit-consultation', {
      name: 'Calendar Tester',
      email: 'no-such-day@example.com',
      phone: '+250 788 000 444',
      service: 'Web Development',
      date,
      time: '10:00',
      _gotcha: '',
      _fillMs: 5000,
    });
    expect(answer, date).toEqual({
      status: 400,
      body: {
        error: 'Please check the highlighted fields and try again.',
        fieldErrors: { date: 'Please choose a date that exists on the calendar' },
      },
    });
    expect(await consultationsFor('no-such-day@example.com')).toEqual([]);
  });

  it('is refused by the database too, whoever calls it', async () => {
    const { error } = await ctx().service.rpc('submit_public_form', {
      form_name: 'consultation',
      source_address: '127.0.2.2',
      fields: {
        full_name: 'Calendar Tester',
        email: 'db-no-such-day@example.com',
        phone_number: '+250 788 000 445',
        service: 'Web Development',
        scheduled_for: `${missingDayThisMonth()}T10:00:00+02:00`,
      },
    });
    expect(error?.code).toBe('22008');
    expect(await consultationsFor('db-no-such-day@example.com')).toEqual([]);
  });
});
