/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown>, day: NonNullable<unknown>, month: NonNullable<unknown>, year: NonNullable<unknown> }} Date_In_WordsInputs */

const en_date_in_words = /** @type {(inputs: Date_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday} ${i?.day} ${i?.month} ${i?.year}`)
};

const rw_date_in_words = /** @type {(inputs: Date_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday}, ${i?.day} ${i?.month} ${i?.year}`)
};

const fr_date_in_words = /** @type {(inputs: Date_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weekday} ${i?.day} ${i?.month} ${i?.year}`)
};

/**

* @param {Date_In_WordsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const date_in_words = /** @type {((inputs: Date_In_WordsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_In_WordsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_date_in_words(inputs)
	if (locale === "fr") return fr_date_in_words(inputs)
	return en_date_in_words(inputs)
});