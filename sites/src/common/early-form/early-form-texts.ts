/**
 * What the early-input script says before the app has started (its loading bar's accessible
 * name while a form opens or a held Submit waits for the app); the prerender writes these into
 * the script (sites/scripts/early-input.js).
 */
export const earlyFormTexts = {
  openingForm: 'Opening the form',
  sendingForm: 'Sending the form',
};
