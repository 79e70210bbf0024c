import type { AdminListParams } from './list-rows';
import type { AdminResource } from './resources';

/** Starts with the table so a mutation of that table revalidates every page of its list. */
export const adminListKey = <R extends AdminResource>(resource: R, params: AdminListParams) =>
  [resource, 'admin-list', params] as const;
