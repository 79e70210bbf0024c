/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Customer_Stories_DescriptionInputs */

const en_page_customer_stories_description = /** @type {(inputs: Page_Customer_Stories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the agency's clients grew with Inzira's professionals, in their own words.`)
};

const rw_page_customer_stories_description = /** @type {(inputs: Page_Customer_Stories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uko abakiriya b'ikigo batejwe imbere n'abanyamwuga ba Inzira, mu magambo yabo.`)
};

const fr_page_customer_stories_description = /** @type {(inputs: Page_Customer_Stories_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment les clients de l'agence ont grandi avec les professionnels d'Inzira, racontés par eux-mêmes.`)
};

/**

* @param {Page_Customer_Stories_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_customer_stories_description = /** @type {((inputs?: Page_Customer_Stories_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Customer_Stories_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_customer_stories_description(inputs)
	if (locale === "fr") return fr_page_customer_stories_description(inputs)
	return en_page_customer_stories_description(inputs)
});