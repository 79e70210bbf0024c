/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Tests_SubtitleInputs */

const en_page_tests_subtitle = /** @type {(inputs: Page_Tests_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prove your skills and earn a recognised certificate.`)
};

const rw_page_tests_subtitle = /** @type {(inputs: Page_Tests_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erekana ubumenyi bwawe ubone impamyabushobozi yemewe.`)
};

const fr_page_tests_subtitle = /** @type {(inputs: Page_Tests_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prouvez vos compétences et obtenez un certificat reconnu.`)
};

/**

* @param {Page_Tests_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_subtitle = /** @type {((inputs?: Page_Tests_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_tests_subtitle(inputs)
	if (locale === "fr") return fr_page_tests_subtitle(inputs)
	return en_page_tests_subtitle(inputs)
});