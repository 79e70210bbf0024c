import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useSupabase } from '../client';
import type { DataClient } from '../client';

/**
 * Every SWR key of this package is a tuple whose first item is the table (or area) it reads,
 * e.g. ['bookings', 'admin-list', params]; a mutation revalidates every key of the tables it
 * touched, in whichever screen they are shown.
 */
export type DataArea =
  | 'services'
  | 'professionals'
  | 'testimonials'
  | 'blogs'
  | 'projects'
  | 'events'
  | 'courses'
  | 'participants'
  | 'bookings'
  | 'consultations'
  | 'partner_applications'
  | 'enrollments'
  | 'dashboard'
  | 'lead_activity'
  | 'inbox_reads'
  | 'auth'
  | 'visitor_emails'
  | 'consultation_hours'
  | 'team'
  | 'audit_log'
  | 'content_revisions';

export function keyMatcher(areas: readonly string[]) {
  return (key: unknown): boolean =>
    Array.isArray(key) && typeof key[0] === 'string' && areas.some((area) => area === key[0]);
}

/**
 * Binds a plain mutation to the app's client and revalidates the affected areas afterwards
 * (also after a failure: the server state may have changed, e.g. a slot taken meanwhile).
 */
export function useRevalidatingMutation<Args extends unknown[], Result>(
  action: (client: DataClient, ...args: Args) => Promise<Result>,
  areas: readonly DataArea[],
): (...args: Args) => Promise<Result> {
  const client = useSupabase();
  const { mutate } = useSWRConfig();
  // Callers pass a fresh array literal each render; the joined key keeps the callback stable.
  const areasKey = areas.join(',');
  return useCallback(
    async (...args: Args) => {
      try {
        return await action(client, ...args);
      } finally {
        await mutate(keyMatcher(areasKey.split(',')));
      }
    },
    [action, client, mutate, areasKey],
  );
}
