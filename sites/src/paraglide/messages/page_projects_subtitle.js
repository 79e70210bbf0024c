/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Projects_SubtitleInputs */

const en_page_projects_subtitle = /** @type {(inputs: Page_Projects_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work our professionals have delivered for brands, institutions and events.`)
};

const rw_page_projects_subtitle = /** @type {(inputs: Page_Projects_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikorwa abanyamwuga bacu bakoreye ibirango, ibigo n'ibirori.`)
};

const fr_page_projects_subtitle = /** @type {(inputs: Page_Projects_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des réalisations de nos professionnels pour des marques, des institutions et des événements.`)
};

/**

* @param {Page_Projects_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_subtitle = /** @type {((inputs?: Page_Projects_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_projects_subtitle(inputs)
	if (locale === "fr") return fr_page_projects_subtitle(inputs)
	return en_page_projects_subtitle(inputs)
});