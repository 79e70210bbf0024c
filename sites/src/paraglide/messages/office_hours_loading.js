/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Hours_LoadingInputs */

const en_office_hours_loading = /** @type {(inputs: Office_Hours_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading office hours…`)
};

const rw_office_hours_loading = /** @type {(inputs: Office_Hours_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana amasaha y'akazi…`)
};

const fr_office_hours_loading = /** @type {(inputs: Office_Hours_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des heures d'ouverture…`)
};

/**

* @param {Office_Hours_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_loading = /** @type {((inputs?: Office_Hours_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_office_hours_loading(inputs)
	if (locale === "fr") return fr_office_hours_loading(inputs)
	return en_office_hours_loading(inputs)
});