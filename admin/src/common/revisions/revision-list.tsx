import type { Revision } from '@inzira/shared-data/revisions';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../admin-list/format';
import { changedFields, fieldLabel, fieldsOf } from './revision-changes';

export interface RevisionListProps {
  /** Newest first. */
  versions: readonly Revision[];
  onSelect: (version: Revision) => void;
}

/** What each version changed from the one before: who, when, which fields. */
function summary(version: Revision, previous: Revision | undefined): string {
  if (version.restored_from !== null) return `Restored version ${version.restored_from}`;
  if (!previous) return version.version === 1 ? 'First version' : 'Oldest version kept';
  const names = changedFields(fieldsOf(previous.row_data), fieldsOf(version.row_data));
  return `Changed: ${names.map(fieldLabel).join(', ')}`;
}

/** The versions, newest first; choosing one compares it with the current one. */
export function RevisionList({ versions, onSelect }: RevisionListProps) {
  if (versions.length === 0) {
    return <Typography>No versions are kept for this record.</Typography>;
  }
  return (
    <List disablePadding aria-label="Versions">
      {versions.map((version, index) => (
        <ListItemButton
          key={version.id}
          divider
          onClick={() => onSelect(version)}
          aria-label={`Version ${version.version}`}
        >
          <ListItemText
            primary={`Version ${version.version}${index === 0 ? ' (current)' : ''} · ${summary(version, versions[index + 1])}`}
            secondary={`${formatDateTime(version.created_at)} · ${version.actor_email ?? 'System'}`}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
