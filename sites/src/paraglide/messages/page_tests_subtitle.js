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
* | output |
* | --- |
* | "Prove your skills and earn a recognised certificate." |
*
* @param {Page_Tests_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tests_subtitle = /** @type {((inputs?: Page_Tests_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tests_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_tests_subtitle(inputs)
	if (locale === "fr") return fr_page_tests_subtitle(inputs)
	return en_page_tests_subtitle(inputs)
});