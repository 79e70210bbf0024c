import type { Locale } from '@inzira/contract/locales.ts';
import { use } from 'react';
import { siteLocale } from './site-locale';

/**
 * A hook that reads one language's module of long texts (legal documents, resources articles)
 * for the page's language, so a page ships only its own language's text (docs/languages.md,
 * "Long texts"). The module loads once per language; until it has, the component suspends,
 * which the prerenderer waits for and hydration keeps the server's HTML through.
 */
export function localeModule<T>(loaders: Record<Locale, () => Promise<T>>): () => T {
  const loaded = new Map<Locale, Promise<T>>();
  return function useLocaleModule(): T {
    const locale = siteLocale();
    let module = loaded.get(locale);
    if (!module) {
      module = loaders[locale]();
      loaded.set(locale, module);
    }
    return use(module);
  };
}
