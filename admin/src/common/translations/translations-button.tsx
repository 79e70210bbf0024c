import type { EditedTranslatedTable } from '@inzira/shared-data/translations';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { TranslationsDialog } from './translations-dialog';

export interface TranslationsButtonProps {
  table: EditedTranslatedTable;
  row: object & { id: string };
  /** After a save: the list shows the new state. */
  onSaved: () => void;
}

/** The editor's "Translations" button and the side-by-side dialog it opens. */
export function TranslationsButton({ table, row, onSaved }: TranslationsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        startIcon={<TranslateIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Translations
      </Button>
      {open && (
        <TranslationsDialog
          open
          table={table}
          row={row}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      )}
    </>
  );
}
