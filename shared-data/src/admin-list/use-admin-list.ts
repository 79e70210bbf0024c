import { useQuery } from '../swr';
import { useSupabase } from '../client';
import { adminListKey } from './keys';
import { getAdminRow, listRows, type AdminListParams } from './list-rows';
import type { AdminResource } from './resources';

/**
 * One page of an admin list. The previous page stays on screen while the next one loads, so
 * paging, sorting and typing in the search box do not flash an empty grid.
 */
export function useAdminList<R extends AdminResource>(
  resource: R,
  params: AdminListParams,
  /** Inboxes poll for new rows while they are open. */
  options: { refreshInterval?: number } = {},
) {
  const client = useSupabase();
  return useQuery(
    adminListKey(resource, params),
    ([table, , listParams]) => listRows(client, table, listParams),
    {
      keepPreviousData: true,
      refreshInterval: options.refreshInterval ?? 0,
    },
  );
}

/**
 * One row for the detail view opened from a link (`?id=`); no request without an id. Inboxes
 * poll it like their lists, so a status set elsewhere (a Stripe payment) shows without a reload.
 */
export function useAdminRow<R extends AdminResource>(
  resource: R,
  id: string | null,
  options: { refreshInterval?: number } = {},
) {
  const client = useSupabase();
  return useQuery(
    id ? ([resource, 'admin-row', id] as const) : null,
    ([table, , rowId]) => getAdminRow(client, table, rowId),
    { refreshInterval: options.refreshInterval ?? 0 },
  );
}
