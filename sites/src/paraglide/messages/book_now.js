/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_NowInputs */

const en_book_now = /** @type {(inputs: Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book Now`)
};

const rw_book_now = /** @type {(inputs: Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba ubu`)
};

const fr_book_now = /** @type {(inputs: Book_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver`)
};

/**

* @param {Book_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const book_now = /** @type {((inputs?: Book_NowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_NowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_book_now(inputs)
	if (locale === "fr") return fr_book_now(inputs)
	return en_book_now(inputs)
});