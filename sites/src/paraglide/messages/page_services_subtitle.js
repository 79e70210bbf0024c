/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Services_SubtitleInputs */

const en_page_services_subtitle = /** @type {(inputs: Page_Services_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professionals for content, marketing, advertising, events, translation and administration, in Rwanda and beyond.`)
};

const rw_page_services_subtitle = /** @type {(inputs: Page_Services_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abanyamwuga mu birimo, kwamamaza, ibirori, ubusemuzi n'ubuyobozi, mu Rwanda no hanze yarwo.`)
};

const fr_page_services_subtitle = /** @type {(inputs: Page_Services_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des professionnels du contenu, du marketing, de la publicité, de l'événementiel, de la traduction et de l'administration, au Rwanda et au-delà.`)
};

/**

* @param {Page_Services_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_services_subtitle = /** @type {((inputs?: Page_Services_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Services_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_services_subtitle(inputs)
	if (locale === "fr") return fr_page_services_subtitle(inputs)
	return en_page_services_subtitle(inputs)
});