/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_ConfirmingInputs */

const en_consultation_confirming = /** @type {(inputs: Consultation_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your e-mail...`)
};

const rw_consultation_confirming = /** @type {(inputs: Consultation_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kwemeza imeri yawe...`)
};

const fr_consultation_confirming = /** @type {(inputs: Consultation_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre e-mail...`)
};

/**

* @param {Consultation_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_confirming = /** @type {((inputs?: Consultation_ConfirmingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_ConfirmingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_confirming(inputs)
	if (locale === "fr") return fr_consultation_confirming(inputs)
	return en_consultation_confirming(inputs)
});