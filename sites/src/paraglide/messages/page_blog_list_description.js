/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Blog_List_DescriptionInputs */

const en_page_blog_list_description = /** @type {(inputs: Page_Blog_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights on event management, marketing, protocol and technology from Inzira's professionals.`)
};

const rw_page_blog_list_description = /** @type {(inputs: Page_Blog_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibitekerezo ku micungire y'ibirori, kwamamaza, porotokole n'ikoranabuhanga by'abanyamwuga ba Inzira.`)
};

const fr_page_blog_list_description = /** @type {(inputs: Page_Blog_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyses sur l'événementiel, le marketing, le protocole et la technologie par les professionnels d'Inzira.`)
};

/**

* @param {Page_Blog_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_description = /** @type {((inputs?: Page_Blog_List_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Blog_List_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_blog_list_description(inputs)
	if (locale === "fr") return fr_page_blog_list_description(inputs)
	return en_page_blog_list_description(inputs)
});