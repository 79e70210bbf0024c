/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Book_Now_ForInputs */

const en_book_now_for = /** @type {(inputs: Book_Now_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book Now: ${i?.title}`)
};

const rw_book_now_for = /** @type {(inputs: Book_Now_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saba ubu: ${i?.title}`)
};

const fr_book_now_for = /** @type {(inputs: Book_Now_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réserver : ${i?.title}`)
};

/**

* @param {Book_Now_ForInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_now_for = /** @type {((inputs: Book_Now_ForInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Now_ForInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_book_now_for(inputs)
	if (locale === "fr") return fr_book_now_for(inputs)
	return en_book_now_for(inputs)
});