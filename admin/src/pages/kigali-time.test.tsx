import type { AdminRows } from '@inzira/shared-data/admin-list';
import { toEventRow, type EventFormValues } from '@inzira/shared-data/events';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consultationsConfig } from '../features/consultations/consultations-config';
import { eventsConfig } from '../features/events/events-config';
import { EntityDetailDialog } from '../common/admin-list/entity-detail-dialog';
import { EntityFormDialog } from '../common/admin-list/entity-form-dialog';
import { formatDate, formatDateTime } from '../common/admin-list/format';
import { FormTestProviders } from '../common/admin-list/test-providers';

const originalZone = process.env.TZ;

// 09:00 in Kigali (UTC+2) on 4 December 2026, received at 23:30 Kigali time the day before.
const consultation: AdminRows['consultations'] = {
  id: 'c0000000-0000-4000-8000-000000000001',
  full_name: 'Grace Mukamana',
  email: 'grace@example.com',
  phone_number: '+250 788 000 111',
  service: 'Brand Design',
  message: null,
  locale: 'en',
  scheduled_for: '2026-12-04T07:00:00+00:00',
  status: 'pending',
  created_at: '2026-12-03T21:30:00+00:00',
  updated_at: '2026-12-03T21:30:00+00:00',
  email_verified_at: '2026-12-03T21:32:00+00:00',
  hold_expires_at: null,
  agenda_order: null,
  first_action_at: null,
  assignee_id: null,
  phone_digits: '788000111',
};

function renderConsultation() {
  render(
    <FormTestProviders>
      <EntityDetailDialog
        open
        title="Consultation"
        row={consultation}
        fields={consultationsConfig.details}
        onClose={() => {}}
      />
    </FormTestProviders>,
  );
  return screen.getByRole('dialog', { name: 'Consultation' });
}

// Saturday 28 November 2026, 09:00 to 17:00 in Kigali.
const event: AdminRows['events'] = {
  id: 'e0000000-0000-4000-8000-000000000001',
  title: 'Kigali Content Creators Challenge',
  from_date: '2026-11-28T07:00:00+00:00',
  to_date: '2026-11-28T15:00:00+00:00',
  prize: 'RWF 500,000',
  description: 'Make a one-minute film about Kigali.',
  location: 'Kigali',
  image: null,
  image_alt: null,
  is_published: true,
  participant_count: 0,
  created_at: '2026-11-01T08:00:00+00:00',
  updated_at: '2026-11-01T08:00:00+00:00',
  translations: {},
  published_translations: {},
};

function renderEventForm(onSave: (values: EventFormValues) => Promise<void>) {
  render(
    <FormTestProviders>
      <EntityFormDialog
        form={eventsConfig.form}
        entityName="Event"
        editing={{ mode: 'edit', row: event }}
        onSave={onSave}
        onClose={() => {}}
      />
    </FormTestProviders>,
  );
  return screen.getByRole('dialog', { name: 'Edit Event' });
}

afterEach(() => {
  process.env.TZ = originalZone;
});

// Node reads TZ again whenever it changes, so each case runs as a browser in that zone would.
describe.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('in a browser set to %s', (zone) => {
  it('shows a 09:00 Kigali consultation at 09:00 CAT, on its Kigali date', () => {
    process.env.TZ = zone;
    expect(new Date(consultation.scheduled_for).getHours()).not.toBe(9);
    const dialog = renderConsultation();
    expect(within(dialog).getByText('4 Dec 2026, 09:00 CAT')).toBeVisible();
    // Received late on the 3rd in Kigali: not the 4th (Tokyo) nor 21:30 (UTC).
    expect(within(dialog).getByText('3 Dec 2026, 23:30 CAT')).toBeVisible();
    expect(formatDate(consultation.created_at)).toBe('3 Dec 2026');
  });

  it("edits an event's times as Kigali wall time and stores the Kigali instants", async () => {
    process.env.TZ = zone;
    const onSave = vi.fn(async (_values: EventFormValues) => {});
    const dialog = renderEventForm(onSave);
    // Required, like the title: the label ends in the asterisk.
    const starts = within(dialog).getByLabelText(/^Starts \(Kigali time, CAT\)\s*\*$/);
    const ends = within(dialog).getByLabelText(/^Ends \(Kigali time, CAT\)\s*\*$/);
    expect(starts).toHaveValue('2026-11-28T09:00');
    expect(ends).toHaveValue('2026-11-28T17:00');

    // The admin moves the start to 10:00 and the end to 18:00 on the field's own terms.
    fireEvent.change(starts, { target: { value: '2026-11-28T10:00' } });
    fireEvent.change(ends, { target: { value: '2026-11-28T18:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [values] = onSave.mock.calls[0] ?? [];
    if (!values) throw new Error('nothing saved');
    expect(toEventRow(values)).toMatchObject({
      from_date: '2026-11-28T08:00:00.000Z',
      to_date: '2026-11-28T16:00:00.000Z',
    });
  });
});

it('shows nothing for a missing or unreadable date', () => {
  expect(formatDateTime(null)).toBe('');
  expect(formatDateTime('soon')).toBe('');
});
