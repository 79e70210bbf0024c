import type { BookingWithService } from '../bookings/booking-queries';
import type { Tables } from '@inzira/contract/database.types.ts';
import type { ParticipantWithEvent } from '../participants/participant-queries';

/** The row each admin list shows. */
export interface AdminRows {
  professionals: Tables<'professionals'>;
  bookings: BookingWithService;
  services: Tables<'services'>;
  projects: Tables<'projects'> & { project_members: { professional_id: string }[] };
  testimonials: Tables<'testimonials'>;
  blogs: Tables<'blogs'>;
  events: Tables<'events_with_counts'>;
  participants: ParticipantWithEvent;
  consultations: Tables<'consultations'>;
  partner_applications: Tables<'partner_applications'>;
  enrollments: Tables<'enrollments'>;
}

export type AdminResource = keyof AdminRows;

export interface ResourceConfig<R extends AdminResource> {
  /** Columns the search box looks in (each has a trigram index). */
  searchColumns: readonly (keyof AdminRows[R] & string)[];
  /** Columns the list may be sorted by; anything else falls back to created_at. */
  sortableColumns: readonly (keyof AdminRows[R] & string)[];
  /** The column the status filter applies to, for lists that have one. */
  statusColumn?: keyof AdminRows[R] & string;
}

export const ADMIN_RESOURCES: { [R in AdminResource]: ResourceConfig<R> } = {
  professionals: {
    searchColumns: ['full_name', 'title', 'email'],
    sortableColumns: ['created_at', 'full_name', 'title', 'email', 'num_task_completed'],
  },
  bookings: {
    searchColumns: ['full_name', 'email', 'requested_service'],
    sortableColumns: ['created_at', 'full_name', 'email', 'requested_service', 'status'],
    statusColumn: 'status',
  },
  services: {
    searchColumns: ['title'],
    sortableColumns: ['created_at', 'title', 'num_of_clients', 'satisfaction'],
  },
  projects: {
    searchColumns: ['title', 'client_name'],
    sortableColumns: ['created_at', 'title', 'client_name', 'completed_date'],
  },
  testimonials: {
    searchColumns: ['author', 'company'],
    sortableColumns: ['created_at', 'author', 'company', 'rating'],
  },
  blogs: {
    searchColumns: ['title'],
    sortableColumns: ['created_at', 'title', 'category', 'author_name', 'upvotes'],
  },
  events: {
    searchColumns: ['title'],
    sortableColumns: ['created_at', 'title', 'from_date', 'to_date', 'participant_count'],
  },
  participants: {
    searchColumns: ['name', 'email'],
    sortableColumns: ['created_at', 'name', 'email'],
  },
  consultations: {
    searchColumns: ['full_name', 'email', 'service'],
    sortableColumns: ['created_at', 'full_name', 'email', 'service', 'scheduled_for', 'status'],
    statusColumn: 'status',
  },
  partner_applications: {
    searchColumns: ['company_name', 'email'],
    sortableColumns: ['created_at', 'company_name', 'email', 'status'],
    statusColumn: 'status',
  },
  enrollments: {
    searchColumns: ['full_name', 'email', 'course_title'],
    sortableColumns: [
      'created_at',
      'full_name',
      'email',
      'course_title',
      'amount_cents',
      'payment_status',
    ],
    statusColumn: 'payment_status',
  },
};

/** Every admin list, in sidebar order. */
export const ADMIN_RESOURCE_NAMES: readonly AdminResource[] = [
  'professionals',
  'bookings',
  'services',
  'projects',
  'testimonials',
  'blogs',
  'events',
  'participants',
  'consultations',
  'partner_applications',
  'enrollments',
];
