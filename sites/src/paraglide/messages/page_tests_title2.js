/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Tests_Title2Inputs */

const en_page_tests_title2 = /** @type {(inputs: Page_Tests_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certification Tests`)
};

const rw_page_tests_title2 = /** @type {(inputs: Page_Tests_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini by'impamyabushobozi`)
};

const fr_page_tests_title2 = /** @type {(inputs: Page_Tests_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests de certification`)
};

/**

* @param {Page_Tests_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_title2 = /** @type {((inputs?: Page_Tests_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_tests_title2(inputs)
	if (locale === "fr") return fr_page_tests_title2(inputs)
	return en_page_tests_title2(inputs)
});