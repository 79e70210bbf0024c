/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Projects_DescriptionInputs */

const en_page_projects_description = /** @type {(inputs: Page_Projects_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A portfolio of campaigns, content and events delivered by Inzira's professionals.`)
};

const rw_page_projects_description = /** @type {(inputs: Page_Projects_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urutonde rw'ubukangurambaga, ibirimo n'ibirori byakozwe n'abanyamwuga ba Inzira.`)
};

const fr_page_projects_description = /** @type {(inputs: Page_Projects_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un portfolio de campagnes, de contenus et d'événements réalisés par les professionnels d'Inzira.`)
};

/**

* @param {Page_Projects_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_description = /** @type {((inputs?: Page_Projects_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_projects_description(inputs)
	if (locale === "fr") return fr_page_projects_description(inputs)
	return en_page_projects_description(inputs)
});