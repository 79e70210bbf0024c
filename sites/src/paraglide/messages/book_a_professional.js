/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_A_ProfessionalInputs */

const en_book_a_professional = /** @type {(inputs: Book_A_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Professional`)
};

const rw_book_a_professional = /** @type {(inputs: Book_A_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba umunyamwuga`)
};

const fr_book_a_professional = /** @type {(inputs: Book_A_ProfessionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un professionnel`)
};

/**

* @param {Book_A_ProfessionalInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_a_professional = /** @type {((inputs?: Book_A_ProfessionalInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_A_ProfessionalInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_book_a_professional(inputs)
	if (locale === "fr") return fr_book_a_professional(inputs)
	return en_book_a_professional(inputs)
});