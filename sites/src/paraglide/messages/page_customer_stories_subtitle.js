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

* @param {Page_Customer_Stories_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_subtitle = /** @type {((inputs?: Page_Customer_Stories_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_customer_stories_subtitle(inputs)
	if (locale === "fr") return fr_page_customer_stories_subtitle(inputs)
	return en_page_customer_stories_subtitle(inputs)
});