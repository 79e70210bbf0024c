import { useSupabase, type DataClient } from '../client';
import type { Json } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { INBOXES, type Inbox } from './inboxes';
import { leadKeys } from './keys';
import { useQuery } from '../swr';

export type UnreadCounts = Record<Inbox, number>;

/** How often the sidebar's counts and an open inbox look for new rows while the app is open. */
export const INBOX_REFRESH_MS = 30_000;

/**
 * Marks the inbox opened by the signed-in administrator and answers when they had opened it
 * before (null: never), so rows created after that instant can be marked new.
 */
export async function openInbox(client: DataClient, inbox: Inbox): Promise<string | null> {
  return unwrap(await client.rpc('admin_open_inbox', { inbox }));
}

export function parseUnreadCounts(json: Json): UnreadCounts {
  const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : {};
  const counts = {} as UnreadCounts;
  for (const inbox of INBOXES) {
    const value = record[inbox];
    counts[inbox] = typeof value === 'number' ? value : Number(value ?? 0) || 0;
  }
  return counts;
}

export async function getUnreadCounts(client: DataClient): Promise<UnreadCounts> {
  return parseUnreadCounts(unwrap(await client.rpc('admin_unread_counts')));
}

/** Polled while the app is open (docs/back-office.md says why polling, not realtime). */
export function useUnreadCounts() {
  const client = useSupabase();
  return useQuery(leadKeys.unread(), () => getUnreadCounts(client), {
    refreshInterval: INBOX_REFRESH_MS,
  });
}
