/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Blog_List_SubtitleInputs */

const en_page_blog_list_subtitle = /** @type {(inputs: Page_Blog_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights on event management, marketing, protocol and technology from our professionals.`)
};

const rw_page_blog_list_subtitle = /** @type {(inputs: Page_Blog_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibitekerezo ku micungire y'ibirori, kwamamaza, porotokole n'ikoranabuhanga by'abanyamwuga bacu.`)
};

const fr_page_blog_list_subtitle = /** @type {(inputs: Page_Blog_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyses sur l'événementiel, le marketing, le protocole et la technologie par nos professionnels.`)
};

/**

* @param {Page_Blog_List_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_blog_list_subtitle = /** @type {((inputs?: Page_Blog_List_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Blog_List_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_blog_list_subtitle(inputs)
	if (locale === "fr") return fr_page_blog_list_subtitle(inputs)
	return en_page_blog_list_subtitle(inputs)
});