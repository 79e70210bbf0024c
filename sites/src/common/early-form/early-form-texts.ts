import type { Locale } from '@inzira/contract/locales.ts';
import { early_form_opening, early_form_sending } from '../../paraglide/messages.js';

/**
 * What the early-input script says before the app has started (its loading bar's accessible
 * name while a form opens or a held Submit waits for the app), in each language; the prerender
 * writes these into the script, which picks the page's by `<html lang>`
 * (sites/scripts/early-input.js).
 */
const textsIn = (locale: Locale) => ({
  openingForm: early_form_opening({}, { locale }),
  sendingForm: early_form_sending({}, { locale }),
});

export const earlyFormTexts = {
  en: textsIn('en'),
  rw: textsIn('rw'),
  fr: textsIn('fr'),
} satisfies Record<Locale, ReturnType<typeof textsIn>>;
