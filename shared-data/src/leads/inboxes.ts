import type { AdminResource } from '../admin-list/resources';

/** The admin lists whose rows come from visitors: each has an unread count and a timeline. */
export const INBOXES = [
  'bookings',
  'consultations',
  'partner_applications',
  'enrollments',
  'participants',
] as const satisfies readonly AdminResource[];
export type Inbox = (typeof INBOXES)[number];

export const isInbox = (resource: string): resource is Inbox =>
  INBOXES.some((inbox) => inbox === resource);

/** The lead_activity column that names a lead of each inbox. */
export const LEAD_COLUMNS = {
  bookings: 'booking_id',
  consultations: 'consultation_id',
  partner_applications: 'partner_application_id',
  enrollments: 'enrollment_id',
  participants: 'participant_id',
} as const satisfies Record<Inbox, string>;
