import type { Inbox } from './inboxes';

/**
 * Every key starts with an area a mutation revalidates: 'lead_activity', 'inbox_reads', or
 * 'dashboard' for the needs-action counts (a status change and a note both revalidate it).
 */
export const leadKeys = {
  activity: (inbox: Inbox, id: string) => ['lead_activity', inbox, id] as const,
  unread: () => ['inbox_reads', 'unread'] as const,
  needsAction: () => ['dashboard', 'needs-action'] as const,
  team: () => ['lead_activity', 'team'] as const,
  alertPreference: () => ['lead_activity', 'alert-preference'] as const,
  search: (term: string) => ['lead_activity', 'search', term] as const,
};
