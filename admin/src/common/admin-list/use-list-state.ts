import { useAdminList, type AdminResource } from '@inzira/shared-data/admin-list';
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
  const list = useAdminList(resource, url.listParams, { refreshInterval });
  return {
    url,
    refreshInterval,
    rows: list.data?.rows ?? NO_ROWS,
    total: list.data?.total ?? 0,
    // A new page, sort or search (not a background refresh) shows the loading state.
    isLoading: list.isLoading,
    error: list.error ?? null,
    retry: () => void list.mutate(),
  };
}
