import type { TranslatedTable, Translations } from '@inzira/contract/content-translations.ts';
import type { DataClient } from '../client';
import { unwrap } from '../errors';
import { useRevalidatingMutation, type DataArea } from '../swr';

/**
 * Replaces a row's translations (every language at once, as the editor shows them). The
 * database refuses unknown languages or fields, over-long texts and a slug another row of that
 * language has (docs/content-translations.md).
 */
export async function saveTranslations(
  client: DataClient,
  table: TranslatedTable,
  id: string,
  translations: Translations,
): Promise<void> {
  unwrap(await client.from(table).update({ translations }).eq('id', id));
}

/** A content table the admin edits in a screen of its own. */
export type EditedTranslatedTable = TranslatedTable & DataArea;

/** `saveTranslations` bound to the app's client; the content's lists and versions refresh after. */
export function useSaveTranslations(table: EditedTranslatedTable) {
  return useRevalidatingMutation(saveTranslations, [table, 'content_revisions']);
}
