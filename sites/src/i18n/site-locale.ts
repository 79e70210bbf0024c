import { defaultLocale, type Locale } from '@inzira/contract/locales.ts';
import { overwriteGetLocale } from '../paraglide/runtime.js';

/**
 * The language of the page being shown. A page's language is its URL's prefix, fixed for the
 * document's life (switching language loads the other address), so one value serves every
 * message; the prerenderer renders pages one after another and sets it before each.
 */
let current: Locale = defaultLocale;

export function setSiteLocale(locale: Locale): void {
  current = locale;
  // Paraglide's messages ask getLocale() when no locale is passed; its own strategies (cookie,
  // URL patterns) are not used: the router's basename already says the language.
  overwriteGetLocale(() => current);
}

export const siteLocale = (): Locale => current;
