import { useSupabase } from '@inzira/shared-data/client';
import { leadKeys, openInbox, type Inbox } from '@inzira/shared-data/leads';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Opening an inbox marks it seen for this administrator; the rows created after their previous
 * visit stay marked "new" for as long as this screen is open. `undefined` until known or for
 * lists that are not inboxes; null when they had never opened it (everything is new).
 */
export function useInboxSince(inbox: Inbox | undefined): string | null | undefined {
  const client = useSupabase();
  const { mutate } = useSWRConfig();
  const [since, setSince] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!inbox) return;
    let isCurrent = true;
    openInbox(client, inbox)
      .then((previous) => {
        if (isCurrent) setSince(previous);
        return mutate(leadKeys.unread());
      })
      // Without the marker the list still works; the count simply stays until the next visit.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [client, inbox, mutate]);
  return since;
}

export const isNewSince = (since: string | null | undefined, createdAt: string | null): boolean =>
  since !== undefined &&
  createdAt !== null &&
  (since === null || Date.parse(createdAt) > Date.parse(since));
