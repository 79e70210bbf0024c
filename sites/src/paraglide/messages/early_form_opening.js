/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Early_Form_OpeningInputs */

const en_early_form_opening = /** @type {(inputs: Early_Form_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the form`)
};

const rw_early_form_opening = /** @type {(inputs: Early_Form_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ifishi irimo gufunguka`)
};

const fr_early_form_opening = /** @type {(inputs: Early_Form_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture du formulaire`)
};

/**

* @param {Early_Form_OpeningInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const early_form_opening = /** @type {((inputs?: Early_Form_OpeningInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Early_Form_OpeningInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_early_form_opening(inputs)
	if (locale === "fr") return fr_early_form_opening(inputs)
	return en_early_form_opening(inputs)
});