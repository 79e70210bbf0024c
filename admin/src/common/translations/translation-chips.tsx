import type { TranslatedTable } from '@inzira/contract/content-translations.ts';
import { translatedLocales } from '@inzira/contract/locales.ts';
import { translationState } from '@inzira/shared-data/translations';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export interface TranslationChipsProps {
  table: TranslatedTable;
  row: object;
}

/**
 * What a visitor in each language misses of the row: "RW missing" when the translation lacks a
 * field (the site shows English), "FR unpublished" when it is complete but switched off.
 */
export function TranslationChips({ table, row }: TranslationChipsProps) {
  const fields = Object.fromEntries(Object.entries(row));
  const chips = translatedLocales.flatMap((locale) => {
    const state = translationState(table, { ...fields, translations: fields.translations }, locale);
    return state === 'published' ? [] : [{ locale, state }];
  });
  if (!chips.length) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {chips.map(({ locale, state }) => (
        <Chip
          key={locale}
          size="small"
          variant="outlined"
          color={state === 'missing' ? 'warning' : 'default'}
          label={`${locale.toUpperCase()} ${state}`}
        />
      ))}
    </Stack>
  );
}
