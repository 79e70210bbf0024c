import type { DataClient } from '../client';
import { unwrap } from '../errors';
import { ADMIN_RESOURCES, type AdminResource, type AdminRows, type ListQuery } from './resources';
import { searchFilter } from './search-filter';
import { kigaliDayBounds } from '../kigali-input/kigali-input';

export interface AdminListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface AdminListParams {
  /** Zero-based, as MUI X's pagination model. */
  page: number;
  pageSize: number;
  sort?: AdminListSort;
  search?: string;
  /** One status, or several separated by commas. */
  status?: string;
  /** Only the leads nobody on the team has acted on yet (inboxes with a first-action column). */
  needsAction?: boolean;
  /** Leads of one member (a user id) or `unassigned`; anything else is ignored. */
  owner?: string;
  /** Rows of these Kigali days (`yyyy-MM-dd`, both included), by `dateColumn`; both or neither. */
  from?: string;
  to?: string;
  /** One of the resource's `dateColumns`; anything else means `created_at`. */
  dateColumn?: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminListResult<Row> {
  rows: Row[];
  total: number;
}

export const DEFAULT_ADMIN_SORT: AdminListSort = { field: 'created_at', direction: 'desc' };

function applyParams<Row>(
  query: ListQuery<Row>,
  resource: AdminResource,
  params: AdminListParams,
): ListQuery<Row> {
  const config = ADMIN_RESOURCES[resource];
  let next = query;
  const search = searchFilter(config.searchColumns, params.search ?? '');
  if (search) next = next.or(search);
  // One status, or several separated by commas (the dashboard's "active" bookings); only
  // plain lower-case words pass, so the value cannot break out of the `in` list.
  if (params.status && config.statusColumn && /^[a-z_]+(,[a-z_]+)*$/.test(params.status))
    next = params.status.includes(',')
      ? next.filter(config.statusColumn, 'in', `(${params.status})`)
      : next.filter(config.statusColumn, 'eq', params.status);
  if (params.needsAction && config.firstActionColumn)
    next = next.filter(config.firstActionColumn, 'is', null);
  if (params.owner && config.assigneeColumn) {
    // Only a user id passes as a value, so the filter cannot be turned into another one.
    if (params.owner === 'unassigned') next = next.filter(config.assigneeColumn, 'is', null);
    else if (uuidPattern.test(params.owner))
      next = next.filter(config.assigneeColumn, 'eq', params.owner);
  }
  const days = params.from && params.to ? kigaliDayBounds(params.from, params.to) : null;
  if (days) {
    const dated: readonly string[] = config.dateColumns ?? [];
    const column =
      params.dateColumn && dated.includes(params.dateColumn) ? params.dateColumn : 'created_at';
    next = next.filter(column, 'gte', days.rangeFrom).filter(column, 'lt', days.rangeTo);
  }
  const sortable: readonly string[] = config.sortableColumns;
  const sort =
    params.sort && sortable.includes(params.sort.field)
      ? params.sort
      : (config.defaultSort ?? DEFAULT_ADMIN_SORT);
  next = next.order(sort.field, { ascending: sort.direction === 'asc', nullsFirst: false });
  // A unique tie-breaker keeps pages stable when many rows share the sorted value.
  next = next.order('id', { ascending: true });
  const pageSize = Math.max(1, Math.floor(params.pageSize));
  const from = Math.max(0, Math.floor(params.page)) * pageSize;
  return next.range(from, from + pageSize - 1);
}

/**
 * One page of an admin list, sorted, searched and filtered on the server, with the total
 * number of matching rows (admin lists stay fast with 100,000 rows).
 */
export async function listRows<R extends AdminResource>(
  client: DataClient,
  resource: R,
  params: AdminListParams,
): Promise<AdminListResult<AdminRows[R]>> {
  const response = await applyParams(ADMIN_RESOURCES[resource].query(client), resource, params);
  // A page past the end (e.g. the last row of the last page was just deleted) is a 416
  // PGRST103 for counted ranges; the screen gets an empty page and the real total instead.
  if (!response.success && response.error.code === 'PGRST103') {
    const first = await applyParams(ADMIN_RESOURCES[resource].query(client), resource, {
      ...params,
      page: 0,
      pageSize: 1,
    });
    return { rows: [], total: unwrap(first).length === 0 ? 0 : (first.count ?? 0) };
  }
  const rows = unwrap(response);
  return { rows, total: response.count ?? rows.length };
}

/**
 * One row of an admin list by id, with the same embeddings as the list (a dashboard link or a
 * reload may name a row that is not on the current page); null when it does not exist.
 */
export async function getAdminRow<R extends AdminResource>(
  client: DataClient,
  resource: R,
  id: string,
): Promise<AdminRows[R] | null> {
  const rows = unwrap(
    await ADMIN_RESOURCES[resource].query(client).filter('id', 'eq', id).range(0, 0),
  );
  return rows[0] ?? null;
}
