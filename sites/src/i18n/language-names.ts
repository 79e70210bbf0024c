import type { Locale } from '@inzira/contract/locales.ts';

/**
 * Each language named in itself, as the switcher shows it whatever the page's language (a
 * visitor looks for the name they read). Not catalogue entries: they never change per locale.
 */
export const languageNames: Record<Locale, { short: string; full: string }> = {
  en: { short: 'EN', full: 'English' },
  rw: { short: 'RW', full: 'Ikinyarwanda' },
  fr: { short: 'FR', full: 'Français' },
};
