import type { Inbox } from './inboxes';

/** Every key starts with 'lead_activity' or 'inbox_reads' so mutations revalidate them by area. */
export const leadKeys = {
  activity: (inbox: Inbox, id: string) => ['lead_activity', inbox, id] as const,
  unread: () => ['inbox_reads', 'unread'] as const,
};
