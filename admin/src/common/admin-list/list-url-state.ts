import type { AdminListParams } from '@inzira/shared-data/admin-list';
import type { TableSort } from '@inzira/shared-ui/data-table';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 10;

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The list's page, size, sort, search, filters (status, needs action, owner, days) and the row being viewed, kept in the
 * URL so a reload, the back button and the dashboard's `?id=` links all land on the same view.
 * The URL's page is one-based, the grid's zero-based.
 */
export function useListUrlState() {
  const [params, setParams] = useSearchParams();
  // The router applies a URL change in a transition, so the page may still show the previous
  // URL when the next change comes (a status picked, then a search typed 300 ms later on a busy
  // phone): each change starts from the last one asked for, not from the last one rendered, or
  // it would undo it. A URL that really changed (back, a link) becomes the base again.
  const rendered = params.toString();
  const latest = useRef({ rendered, asked: rendered });
  if (latest.current.rendered !== rendered) latest.current = { rendered, asked: rendered };
  const pageSize = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  const field = params.get('sort');
  const direction = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const sort: TableSort | null = field ? { field, direction } : null;
  const listParams: AdminListParams = {
    page: positiveInt(params.get('page'), 1) - 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: sort ?? undefined,
    search: params.get('q') ?? '',
    status: params.get('status') ?? '',
    needsAction: params.get('needs') === 'action',
    owner: params.get('owner') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    dateColumn: params.get('by') ?? '',
  };

  /** Sets or clears entries; anything that changes the rows shown goes back to page 1. */
  const update = (changes: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(latest.current.asked);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!keepPage) next.delete('page');
    latest.current.asked = next.toString();
    setParams(next);
  };

  return {
    listParams,
    sort,
    viewId: params.get('id'),
    setPage: (page: number) => update({ page: page > 0 ? String(page + 1) : null }, true),
    setPageSize: (size: number) => update({ size: String(size) }),
    setSort: (next: TableSort | null) =>
      update({ sort: next?.field ?? null, dir: next ? next.direction : null }),
    setSearch: (search: string) => update({ q: search }),
    setStatus: (status: string) => update({ status }),
    setNeedsAction: (only: boolean) => update({ needs: only ? 'action' : null }),
    setOwner: (owner: string) => update({ owner }),
    setViewId: (id: string | null) => update({ id }, true),
    clearDays: () => update({ from: null, to: null, by: null }),
  };
}
