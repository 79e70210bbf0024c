/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Floating_Book_CloseInputs */

const en_floating_book_close = /** @type {(inputs: Floating_Book_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close the booking reminder`)
};

const rw_floating_book_close = /** @type {(inputs: Floating_Book_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funga iyi nyibutsa`)
};

const fr_floating_book_close = /** @type {(inputs: Floating_Book_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le rappel de réservation`)
};

/**

* @param {Floating_Book_CloseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_close = /** @type {((inputs?: Floating_Book_CloseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_CloseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_floating_book_close(inputs)
	if (locale === "fr") return fr_floating_book_close(inputs)
	return en_floating_book_close(inputs)
});