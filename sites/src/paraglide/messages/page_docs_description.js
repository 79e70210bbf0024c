/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Docs_DescriptionInputs */

const en_page_docs_description = /** @type {(inputs: Page_Docs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides on booking professionals, event management, digital marketing, templates and our policies.`)
};

const rw_page_docs_description = /** @type {(inputs: Page_Docs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imfashanyigisho ku gusaba abanyamwuga, gucunga ibirori, kwamamaza kuri murandasi, ingero n'amabwiriza yacu.`)
};

const fr_page_docs_description = /** @type {(inputs: Page_Docs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides sur la réservation de professionnels, l'événementiel, le marketing digital, les modèles et nos politiques.`)
};

/**
* | output |
* | --- |
* | "Guides on booking professionals, event management, digital marketing, templates and our policies." |
*
* @param {Page_Docs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_description = /** @type {((inputs?: Page_Docs_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Docs_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_docs_description(inputs)
	if (locale === "fr") return fr_page_docs_description(inputs)
	return en_page_docs_description(inputs)
});