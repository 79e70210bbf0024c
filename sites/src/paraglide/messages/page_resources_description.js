/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Resources_DescriptionInputs */

const en_page_resources_description = /** @type {(inputs: Page_Resources_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutorials, training courses, templates and articles from Inzira.`)
};

const rw_page_resources_description = /** @type {(inputs: Page_Resources_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko, amasomo, amahugurwa, ingero n'inyandiko za Inzira.`)
};

const fr_page_resources_description = /** @type {(inputs: Page_Resources_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutoriels, formations, modèles et articles d'Inzira.`)
};

/**
* | output |
* | --- |
* | "Documentation, tutorials, training courses, templates and articles from Inzira." |
*
* @param {Page_Resources_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_description = /** @type {((inputs?: Page_Resources_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Resources_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_resources_description(inputs)
	if (locale === "fr") return fr_page_resources_description(inputs)
	return en_page_resources_description(inputs)
});