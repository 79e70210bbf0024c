/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Tests_TitleInputs */

const en_page_tests_title = /** @type {(inputs: Page_Tests_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

const rw_page_tests_title = /** @type {(inputs: Page_Tests_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini`)
};

const fr_page_tests_title = /** @type {(inputs: Page_Tests_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

/**

* @param {Page_Tests_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_title = /** @type {((inputs?: Page_Tests_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_tests_title(inputs)
	if (locale === "fr") return fr_page_tests_title(inputs)
	return en_page_tests_title(inputs)
});