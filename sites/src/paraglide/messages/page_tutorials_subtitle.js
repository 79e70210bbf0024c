/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Tutorials_SubtitleInputs */

const en_page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-by-step lessons from our professionals.`)
};

const rw_page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo intambwe ku yindi y'abanyamwuga bacu.`)
};

const fr_page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des leçons pas à pas par nos professionnels.`)
};

/**
* | output |
* | --- |
* | "Step-by-step lessons from our professionals." |
*
* @param {Page_Tutorials_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_subtitle = /** @type {((inputs?: Page_Tutorials_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tutorials_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_tutorials_subtitle(inputs)
	if (locale === "fr") return fr_page_tutorials_subtitle(inputs)
	return en_page_tutorials_subtitle(inputs)
});