/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Floating_Book_TextInputs */

const en_floating_book_text = /** @type {(inputs: Floating_Book_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let our professionals build your next project.`)
};

const rw_floating_book_text = /** @type {(inputs: Floating_Book_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reka abanyamwuga bacu bakore umushinga wawe utaha.`)
};

const fr_floating_book_text = /** @type {(inputs: Floating_Book_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confiez votre prochain projet à nos professionnels.`)
};

/**

* @param {Floating_Book_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_text = /** @type {((inputs?: Floating_Book_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_floating_book_text(inputs)
	if (locale === "fr") return fr_floating_book_text(inputs)
	return en_floating_book_text(inputs)
});