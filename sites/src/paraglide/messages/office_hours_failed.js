/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Hours_FailedInputs */

const en_office_hours_failed = /** @type {(inputs: Office_Hours_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the office hours.`)
};

const rw_office_hours_failed = /** @type {(inputs: Office_Hours_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntibyashobotse kuzana amasaha y'akazi.`)
};

const fr_office_hours_failed = /** @type {(inputs: Office_Hours_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les heures d'ouverture.`)
};

/**

* @param {Office_Hours_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_failed = /** @type {((inputs?: Office_Hours_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_office_hours_failed(inputs)
	if (locale === "fr") return fr_office_hours_failed(inputs)
	return en_office_hours_failed(inputs)
});