export { keyMatcher, useRevalidatingMutation, type DataArea } from './revalidate';
export { fallbackIsData, recordLoads, type RecordedLoads } from './snapshot';
export { useQuery } from './query';
export { useCrudActions, useEditActions } from './table-actions';
