export { describeChanges } from './audit-changes';
export { AuditFiltersBar, toAuditFilters, type AuditFilterForm } from './audit-filters';
