import { describe, expect, it } from 'vitest';
import { isWaitingTooLong, parseNeedsActionCounts } from './needs-action';

const cutoff = '2026-11-27T13:00:00Z';

describe('waiting too long', () => {
  it('reads the counts, the late counts and the cutoff of admin_needs_action_counts', () => {
    expect(
      parseNeedsActionCounts({
        bookings: 3,
        consultations: 1,
        waiting_cutoff: cutoff,
        waiting_too_long: { bookings: 2, enrollments: 'x' },
      }),
    ).toEqual({
      bookings: 3,
      consultations: 1,
      partner_applications: 0,
      enrollments: 0,
      waitingTooLong: { bookings: 2, consultations: 0, partner_applications: 0, enrollments: 0 },
      waitingCutoff: cutoff,
    });
    expect(parseNeedsActionCounts({ waiting_cutoff: 'soon' }).waitingCutoff).toBeNull();
  });

  it('flags a lead still waiting that arrived before the cutoff, and nothing else', () => {
    const lead = { created_at: '2026-11-26T09:00:00Z', first_action_at: null };
    expect(isWaitingTooLong(cutoff, lead)).toBe(true);
    expect(isWaitingTooLong(null, lead)).toBe(false);
    expect(isWaitingTooLong(cutoff, { ...lead, first_action_at: '2026-11-26T10:00:00Z' })).toBe(
      false,
    );
    expect(isWaitingTooLong(cutoff, { ...lead, created_at: '2026-11-27T14:00:00Z' })).toBe(false);
    // A consultation hold (e-mail not confirmed) is not a lead; a list without the column is none.
    expect(isWaitingTooLong(cutoff, { ...lead, email_verified_at: null })).toBe(false);
    expect(isWaitingTooLong(cutoff, { created_at: lead.created_at })).toBe(false);
  });
});
