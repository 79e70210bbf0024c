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

* @param {Page_Docs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_description = /** @type {((inputs?: Page_Docs_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Docs_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_docs_description(inputs)
	if (locale === "fr") return fr_page_docs_description(inputs)
	return en_page_docs_description(inputs)
});