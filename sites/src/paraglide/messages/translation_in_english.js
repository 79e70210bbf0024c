/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Translation_In_EnglishInputs */

const en_translation_in_english = /** @type {(inputs: Translation_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In English`)
};

const rw_translation_in_english = /** @type {(inputs: Translation_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mu Cyongereza`)
};

const fr_translation_in_english = /** @type {(inputs: Translation_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En anglais`)
};

/**

* @param {Translation_In_EnglishInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const translation_in_english = /** @type {((inputs?: Translation_In_EnglishInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Translation_In_EnglishInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_translation_in_english(inputs)
	if (locale === "fr") return fr_translation_in_english(inputs)
	return en_translation_in_english(inputs)
});