/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Floating_Book_LabelInputs */

const en_floating_book_label = /** @type {(inputs: Floating_Book_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a project`)
};

const rw_floating_book_label = /** @type {(inputs: Floating_Book_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba umushinga`)
};

const fr_floating_book_label = /** @type {(inputs: Floating_Book_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un projet`)
};

/**

* @param {Floating_Book_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const floating_book_label = /** @type {((inputs?: Floating_Book_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Floating_Book_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_floating_book_label(inputs)
	if (locale === "fr") return fr_floating_book_label(inputs)
	return en_floating_book_label(inputs)
});