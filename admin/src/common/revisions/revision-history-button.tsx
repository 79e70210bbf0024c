import type { RevisionTable } from '@inzira/shared-data/revisions';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { RevisionHistoryDialog } from './revision-history-dialog';

export interface RevisionHistoryButtonProps {
  table: RevisionTable;
  rowId: string;
  onRestored: () => void;
}

/** The editor's "History" button and the dialog it opens (docs/content-trust.md, "Revisions"). */
export function RevisionHistoryButton({ table, rowId, onRestored }: RevisionHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        startIcon={<HistoryIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        History
      </Button>
      <RevisionHistoryDialog
        open={open}
        table={table}
        rowId={rowId}
        onClose={() => setOpen(false)}
        onRestored={() => {
          setOpen(false);
          onRestored();
        }}
      />
    </>
  );
}
