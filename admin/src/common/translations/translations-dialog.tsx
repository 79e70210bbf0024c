import { translatableFields } from '@inzira/contract/content-translations.ts';
import { translatedLocales, type TranslatedLocale } from '@inzira/contract/locales.ts';
import { errorMessage } from '@inzira/shared-data/errors';
import {
  translationState,
  useSaveTranslations,
  type EditedTranslatedTable,
} from '@inzira/shared-data/translations';
import { DialogFrame } from '@inzira/shared-ui/dialogs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { fieldLabel } from '../revisions';
import { LANGUAGE_NAMES, fromDraft, toDraft, type TranslationsDraft } from './translation-draft';
import { TranslationField } from './translation-field';

export interface TranslationsDialogProps {
  open: boolean;
  table: EditedTranslatedTable;
  /** The row as the admin list reads it, `translations` included. */
  row: object & { id: string };
  onClose: () => void;
  /** After a save (the row the editor holds is then out of date). */
  onSaved: () => void;
}

const englishOf = (row: Record<string, unknown>, name: string): string => {
  const value = row[name];
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.join('\n') : '';
};

/**
 * A row's Kinyarwanda and French beside its English, field by field, with a publish switch per
 * language (docs/content-translations.md). It saves only the translations; the English stays
 * the form's.
 */
export function TranslationsDialog({
  open,
  table,
  row,
  onClose,
  onSaved,
}: TranslationsDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveTranslations(table);
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(row));
  const [draft, setDraft] = useState<TranslationsDraft>(() => toDraft(table, fields.translations));
  const [locale, setLocale] = useState<TranslatedLocale>('rw');
  const [isSaving, setIsSaving] = useState(false);
  const language = draft[locale];
  const state = translationState(
    table,
    { ...fields, translations: fromDraft(table, draft) },
    locale,
  );

  const change = (update: Partial<TranslationsDraft[TranslatedLocale]>) =>
    setDraft((previous) => ({ ...previous, [locale]: { ...previous[locale], ...update } }));

  const submit = async () => {
    setIsSaving(true);
    try {
      await save(table, row.id, fromDraft(table, draft));
      enqueueSnackbar('Translations saved.', { variant: 'success' });
      onSaved();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Failed to save the translations'), {
        variant: 'error',
      });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Translations"
      closeLabel="Close translations"
      maxWidth="md"
    >
      <DialogContent dividers>
        <Tabs
          value={locale}
          onChange={(_, value: TranslatedLocale) => setLocale(value)}
          aria-label="Language"
          sx={{ mb: 2 }}
        >
          {translatedLocales.map((code) => (
            <Tab key={code} value={code} label={LANGUAGE_NAMES[code]} />
          ))}
        </Tabs>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={language.published}
                onChange={(event) => change({ published: event.target.checked })}
              />
            }
            label={`Published in ${LANGUAGE_NAMES[locale]}`}
          />
          {state !== 'published' && (
            <Chip
              size="small"
              variant="outlined"
              color={state === 'missing' ? 'warning' : 'default'}
              label={
                state === 'missing'
                  ? 'Missing: visitors see English until every field is translated'
                  : 'Not published yet'
              }
            />
          )}
        </Stack>
        <Stack spacing={2}>
          {translatableFields[table].map((field) => (
            <TranslationField
              key={`${locale}-${field.name}`}
              label={fieldLabel(field.name)}
              languageName={LANGUAGE_NAMES[locale]}
              english={englishOf(fields, field.name)}
              value={language.fields[field.name] ?? ''}
              maxLength={field.maxLength}
              isList={'items' in field}
              isSlug={field.name === 'slug'}
              onChange={(value) => change({ fields: { ...language.fields, [field.name]: value } })}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save translations'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
