import type { PostgrestResponse } from '@supabase/supabase-js';
import type { BookingWithService } from '../bookings/booking-queries';
import type { DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import type { ParticipantWithEvent } from '../participants/participant-queries';

// An admin list's data is declared here alone: its row type in AdminRows and its query, search,
// sort and status column in ADMIN_RESOURCES; the list functions and the names derive from them.

/** The row each admin list shows. */
export interface AdminRows {
  professionals: Tables<'professionals'>;
  bookings: BookingWithService;
  services: Tables<'services'>;
  projects: Tables<'projects'> & { project_members: { professional_id: string }[] };
  testimonials: Tables<'testimonials'>;
  blogs: Tables<'blogs'>;
  events: Tables<'events_with_counts'>;
  courses: Tables<'courses'>;
  participants: ParticipantWithEvent;
  consultations: Tables<'consultations'>;
  partner_applications: Tables<'partner_applications'>;
  enrollments: Tables<'enrollments'>;
}

export type AdminResource = keyof AdminRows;

/** The builder methods the list needs; every supabase-js filter builder has them. */
export interface ListQuery<Row> extends PromiseLike<PostgrestResponse<Row>> {
  or(filters: string): ListQuery<Row>;
  filter(column: string, operator: string, value: unknown): ListQuery<Row>;
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }): ListQuery<Row>;
  range(from: number, to: number): ListQuery<Row>;
}

export interface ResourceConfig<R extends AdminResource> {
  /** The typed base query (`count: 'exact'` for the total), with the embeddings the list shows. */
  query: (client: DataClient) => ListQuery<AdminRows[R]>;
  /** Columns the search box looks in (each has a trigram index). */
  searchColumns: readonly (keyof AdminRows[R] & string)[];
  /** Columns the list may be sorted by; anything else falls back to created_at. */
  sortableColumns: readonly (keyof AdminRows[R] & string)[];
  /** The order before the administrator picks one; default newest first (created_at). */
  defaultSort?: { field: keyof AdminRows[R] & string; direction: 'asc' | 'desc' };
  /** The column the status filter applies to, for lists that have one. */
  statusColumn?: keyof AdminRows[R] & string;
  /**
   * For inboxes whose leads wait for a team member: the column holding the first act, empty
   * while the lead needs action (docs/leads.md, "Needs action").
   */
  firstActionColumn?: keyof AdminRows[R] & string;
  /** For inboxes whose leads have an owner: the column naming the assigned member. */
  assigneeColumn?: keyof AdminRows[R] & string;
  /** Instants besides `created_at` the date filter may use (`?by=`). */
  dateColumns?: readonly (keyof AdminRows[R] & string)[];
}

export const ADMIN_RESOURCES: { [R in AdminResource]: ResourceConfig<R> } = {
  professionals: {
    query: (client) => client.from('professionals').select('*', { count: 'exact' }),
    searchColumns: ['full_name', 'title', 'email'],
    sortableColumns: ['created_at', 'full_name', 'title', 'email', 'num_task_completed'],
  },
  bookings: {
    query: (client) =>
      client.from('bookings').select('*, service:services(title)', { count: 'exact' }),
    searchColumns: ['full_name', 'email', 'requested_service'],
    sortableColumns: ['created_at', 'full_name', 'email', 'requested_service', 'status'],
    statusColumn: 'status',
    firstActionColumn: 'first_action_at',
    assigneeColumn: 'assignee_id',
  },
  services: {
    query: (client) => client.from('services').select('*', { count: 'exact' }),
    searchColumns: ['title'],
    sortableColumns: ['created_at', 'title', 'num_of_clients', 'satisfaction'],
  },
  projects: {
    // The team's ids: the list shows the team's size and the edit form preselects it.
    query: (client) =>
      client.from('projects').select('*, project_members(professional_id)', { count: 'exact' }),
    searchColumns: ['title', 'client_name'],
    sortableColumns: ['created_at', 'title', 'client_name', 'completed_date'],
  },
  testimonials: {
    query: (client) => client.from('testimonials').select('*', { count: 'exact' }),
    searchColumns: ['author', 'company'],
    sortableColumns: ['created_at', 'author', 'company', 'rating'],
  },
  blogs: {
    query: (client) => client.from('blogs').select('*', { count: 'exact' }),
    searchColumns: ['title'],
    sortableColumns: ['created_at', 'published_at', 'title', 'category', 'author_name', 'upvotes'],
  },
  events: {
    query: (client) => client.from('events_with_counts').select('*', { count: 'exact' }),
    searchColumns: ['title'],
    sortableColumns: ['created_at', 'title', 'from_date', 'to_date', 'participant_count'],
  },
  courses: {
    query: (client) => client.from('courses').select('*', { count: 'exact' }),
    searchColumns: ['title'],
    sortableColumns: ['created_at', 'title', 'level', 'price_cents', 'sort_order'],
    // The catalogue's own order, as the training page shows it.
    defaultSort: { field: 'sort_order', direction: 'asc' },
  },
  participants: {
    query: (client) =>
      client.from('participants').select('*, event:events(title)', { count: 'exact' }),
    searchColumns: ['name', 'email'],
    sortableColumns: ['created_at', 'name', 'email'],
  },
  consultations: {
    query: (client) => client.from('consultations').select('*', { count: 'exact' }),
    searchColumns: ['full_name', 'email', 'service'],
    sortableColumns: ['created_at', 'full_name', 'email', 'service', 'scheduled_for', 'status'],
    // Upcoming appointments first, soonest first, then past ones (docs/consultations.md).
    defaultSort: { field: 'agenda_order', direction: 'asc' },
    statusColumn: 'status',
    // The dashboard's consultations by day link to the appointments of its days.
    dateColumns: ['scheduled_for'],
    firstActionColumn: 'first_action_at',
    assigneeColumn: 'assignee_id',
  },
  partner_applications: {
    query: (client) => client.from('partner_applications').select('*', { count: 'exact' }),
    searchColumns: ['company_name', 'email'],
    sortableColumns: ['created_at', 'company_name', 'email', 'status'],
    statusColumn: 'status',
    firstActionColumn: 'first_action_at',
    assigneeColumn: 'assignee_id',
  },
  enrollments: {
    query: (client) => client.from('enrollments').select('*', { count: 'exact' }),
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
    firstActionColumn: 'first_action_at',
    assigneeColumn: 'assignee_id',
  },
};

const isAdminResource = (name: string): name is AdminResource => name in ADMIN_RESOURCES;

/** Every admin list. */
export const ADMIN_RESOURCE_NAMES: readonly AdminResource[] =
  Object.keys(ADMIN_RESOURCES).filter(isAdminResource);
