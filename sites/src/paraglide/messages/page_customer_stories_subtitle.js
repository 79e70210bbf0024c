/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Customer_Stories_SubtitleInputs */

const en_page_customer_stories_subtitle = /** @type {(inputs: Page_Customer_Stories_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real results from the businesses we work with.`)
};

const rw_page_customer_stories_subtitle = /** @type {(inputs: Page_Customer_Stories_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umusaruro nyawo w'ibigo dukorana na byo.`)
};

const fr_page_customer_stories_subtitle = /** @type {(inputs: Page_Customer_Stories_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des résultats concrets pour les entreprises avec qui nous travaillons.`)
};

/**
* | output |
* | --- |
* | "Real results from the businesses we work with." |
*
* @param {Page_Customer_Stories_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_subtitle = /** @type {((inputs?: Page_Customer_Stories_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_customer_stories_subtitle(inputs)
	if (locale === "fr") return fr_page_customer_stories_subtitle(inputs)
	return en_page_customer_stories_subtitle(inputs)
});