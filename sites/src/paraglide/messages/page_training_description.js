/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Training_DescriptionInputs */

const en_page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor-led courses in event management, digital marketing and protocol.`)
};

const rw_page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo atangwa n'abarimu mu gucunga ibirori, kwamamaza kuri murandasi na porotokole.`)
};

const fr_page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations encadrées en événementiel, marketing digital et protocole.`)
};

/**

* @param {Page_Training_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_description = /** @type {((inputs?: Page_Training_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_training_description(inputs)
	if (locale === "fr") return fr_page_training_description(inputs)
	return en_page_training_description(inputs)
});