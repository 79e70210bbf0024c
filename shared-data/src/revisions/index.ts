export {
  REVISION_TABLES,
  getRevisions,
  restoreRevision,
  useRestoreRevision,
  useRevisions,
  type Revision,
  type RevisionTable,
} from './revisions';
