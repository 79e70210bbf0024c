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
* | output |
* | --- |
* | "A portfolio of campaigns, content and events delivered by Inzira's professionals." |
*
* @param {Page_Projects_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_description = /** @type {((inputs?: Page_Projects_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_projects_description(inputs)
	if (locale === "fr") return fr_page_projects_description(inputs)
	return en_page_projects_description(inputs)
});