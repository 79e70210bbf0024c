import type { Locale } from '../locales.ts';
import type { FormMessageTable } from './form-messages.ts';
import { frFormMessages } from './form-messages.fr.ts';
import { rwFormMessages } from './form-messages.rw.ts';

/**
 * Every language's table, for the Edge Functions (which answer in any of them); the site loads
 * only its page's table (sites/src/i18n/form-messages.ts).
 */
export const formMessageTables: Record<Locale, FormMessageTable | undefined> = {
  en: undefined,
  rw: rwFormMessages,
  fr: frFormMessages,
};
