import type { AdminRows } from '@inzira/shared-data/admin-list';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consultationsConfig } from '../features/consultations';
import { EntityDetailDialog } from '../common/admin-list/entity-detail-dialog';
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
  scheduled_for: '2026-12-04T07:00:00+00:00',
  status: 'pending',
  created_at: '2026-12-03T21:30:00+00:00',
  updated_at: '2026-12-03T21:30:00+00:00',
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
});

it('shows nothing for a missing or unreadable date', () => {
  expect(formatDateTime(null)).toBe('');
  expect(formatDateTime('soon')).toBe('');
});
