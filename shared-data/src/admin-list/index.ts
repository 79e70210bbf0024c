export { adminListKey } from './keys';
export {
  DEFAULT_ADMIN_SORT,
  getAdminRow,
  listRows,
  type AdminListParams,
  type AdminListResult,
  type AdminListSort,
} from './list-rows';
export {
  ADMIN_RESOURCE_NAMES,
  ADMIN_RESOURCES,
  type AdminResource,
  type AdminRows,
  type ResourceConfig,
} from './resources';
export { searchFilter } from './search-filter';
export { useAdminList, useAdminRow } from './use-admin-list';
export {
  deleteRows,
  STATUSES_OF,
  isStatusResource,
  restoreDeleted,
  setRowsStatus,
  type StatusResource,
} from './bulk-actions';
export { EXPORT_PAGE_SIZE, fetchAllRows } from './export-rows';
