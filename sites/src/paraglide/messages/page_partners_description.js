/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Partners_DescriptionInputs */

const en_page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become an Inzira partner: reach new clients and grow with Rwanda's professionals.`)
};

const rw_page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ba umufatanyabikorwa wa Inzira: ugere ku bakiriya bashya kandi utere imbere hamwe n'abanyamwuga bo mu Rwanda.`)
};

const fr_page_partners_description = /** @type {(inputs: Page_Partners_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenez partenaire d'Inzira : touchez de nouveaux clients et grandissez avec les professionnels du Rwanda.`)
};

/**

* @param {Page_Partners_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_description = /** @type {((inputs?: Page_Partners_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_partners_description(inputs)
	if (locale === "fr") return fr_page_partners_description(inputs)
	return en_page_partners_description(inputs)
});