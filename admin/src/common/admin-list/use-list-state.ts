import { useAdminList, type AdminResource } from '@inzira/shared-data/admin-list';
import { useSession } from '@inzira/shared-data/auth';
import { INBOX_REFRESH_MS } from '@inzira/shared-data/leads';
import { useListUrlState } from './list-url-state';

const NO_ROWS: never[] = [];

/**
 * The list's query (search, status filter, sort, page: kept in the URL) and the page of rows it
 * gives. Inboxes poll for new rows while they are open.
 */
export function useListState<R extends AdminResource>(resource: R, isInbox: boolean) {
  const url = useListUrlState();
  const refreshInterval = isInbox ? INBOX_REFRESH_MS : 0;
  const session = useSession();
  // "Mine" is the signed-in member's id, so the URL can be shared and means each reader's own.
  const userId = session.status === 'signed-in' ? session.session.user.id : '';
  const params =
    url.listParams.owner === 'mine' ? { ...url.listParams, owner: userId } : url.listParams;
  const list = useAdminList(resource, params, { refreshInterval });
  return {
    url,
    /** What the rows were fetched with ('mine' made the member's id), for the export. */
    params,
    refreshInterval,
    rows: list.data?.rows ?? NO_ROWS,
    total: list.data?.total ?? 0,
    // A new page, sort or search (not a background refresh) shows the loading state.
    isLoading: list.isLoading,
    error: list.error ?? null,
    retry: () => void list.mutate(),
  };
}
