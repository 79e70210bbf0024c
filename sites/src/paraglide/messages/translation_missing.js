/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Translation_MissingInputs */

const en_translation_missing = /** @type {(inputs: Translation_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This content is not translated yet, so it is shown in English.`)
};

const rw_translation_missing = /** @type {(inputs: Translation_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi nyandiko ntirahindurwa mu Kinyarwanda; turayibereka mu Cyongereza.`)
};

const fr_translation_missing = /** @type {(inputs: Translation_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce contenu n'est pas encore traduit en français ; il est affiché en anglais.`)
};

/**

* @param {Translation_MissingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const translation_missing = /** @type {((inputs?: Translation_MissingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Translation_MissingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_translation_missing(inputs)
	if (locale === "fr") return fr_translation_missing(inputs)
	return en_translation_missing(inputs)
});