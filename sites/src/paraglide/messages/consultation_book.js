/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_BookInputs */

const en_consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a consultation`)
};

const rw_consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba inama`)
};

const fr_consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver une consultation`)
};

/**

* @param {Consultation_BookInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_book = /** @type {((inputs?: Consultation_BookInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_BookInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_book(inputs)
	if (locale === "fr") return fr_consultation_book(inputs)
	return en_consultation_book(inputs)
});