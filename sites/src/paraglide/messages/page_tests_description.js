/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Tests_DescriptionInputs */

const en_page_tests_description = /** @type {(inputs: Page_Tests_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certification exams in event management, digital marketing and protocol.`)
};

const rw_page_tests_description = /** @type {(inputs: Page_Tests_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini by'impamyabushobozi mu gucunga ibirori, kwamamaza kuri murandasi na porotokole.`)
};

const fr_page_tests_description = /** @type {(inputs: Page_Tests_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examens de certification en événementiel, marketing digital et protocole.`)
};

/**

* @param {Page_Tests_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_description = /** @type {((inputs?: Page_Tests_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_tests_description(inputs)
	if (locale === "fr") return fr_page_tests_description(inputs)
	return en_page_tests_description(inputs)
});