/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Services_DescriptionInputs */

const en_page_services_description = /** @type {(inputs: Page_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content creation, digital marketing, advertising, event protocol, translation and administrative support from vetted professionals.`)
};

const rw_page_services_description = /** @type {(inputs: Page_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo, kwamamaza kuri murandasi, kwamamaza, porotokole y'ibirori, ubusemuzi n'ubufasha mu by'ubuyobozi bitangwa n'abanyamwuga bagenzuwe.`)
};

const fr_page_services_description = /** @type {(inputs: Page_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu, marketing digital, publicité, protocole événementiel, traduction et assistance administrative par des professionnels sélectionnés.`)
};

/**

* @param {Page_Services_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_description = /** @type {((inputs?: Page_Services_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Services_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_services_description(inputs)
	if (locale === "fr") return fr_page_services_description(inputs)
	return en_page_services_description(inputs)
});