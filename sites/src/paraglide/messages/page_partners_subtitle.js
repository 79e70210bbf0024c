/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Partners_SubtitleInputs */

const en_page_partners_subtitle = /** @type {(inputs: Page_Partners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the companies that bring their services to our clients across Rwanda and beyond.`)
};

const rw_page_partners_subtitle = /** @type {(inputs: Page_Partners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ifatanye n'ibigo bigeza serivisi zabyo ku bakiriya bacu mu Rwanda no hanze yarwo.`)
};

const fr_page_partners_subtitle = /** @type {(inputs: Page_Partners_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez les entreprises qui proposent leurs services à nos clients au Rwanda et au-delà.`)
};

/**

* @param {Page_Partners_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_subtitle = /** @type {((inputs?: Page_Partners_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_partners_subtitle(inputs)
	if (locale === "fr") return fr_page_partners_subtitle(inputs)
	return en_page_partners_subtitle(inputs)
});