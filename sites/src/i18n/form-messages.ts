import type { Locale } from '@inzira/contract/locales.ts';
import {
  localizeFormMessage,
  type FormMessageTable,
} from '@inzira/contract/forms/form-messages.ts';
import { useCallback, useEffect, useState } from 'react';
import { siteLocale } from './site-locale';

// Each language's form messages are their own chunk, fetched with the first form of a page in
// that language; English needs none (docs/languages.md, "Form messages").
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<FormMessageTable>> = {
  rw: () => import('@inzira/contract/forms/form-messages.rw.ts').then((m) => m.rwFormMessages),
  fr: () => import('@inzira/contract/forms/form-messages.fr.ts').then((m) => m.frFormMessages),
};
const loaded = new Map<Locale, FormMessageTable>();

/** The forms' schema messages in the page's language (as the Edge Functions answer them). */
export function useFormMessages(): (message: string) => string {
  const locale = siteLocale();
  const [table, setTable] = useState(() => loaded.get(locale));
  useEffect(() => {
    if (table || locale === 'en') return;
    let current = true;
    void loaders[locale]().then((next) => {
      loaded.set(locale, next);
      if (current) setTable(next);
    });
    return () => {
      current = false;
    };
  }, [locale, table]);
  return useCallback((message: string) => localizeFormMessage(message, table), [table]);
}
