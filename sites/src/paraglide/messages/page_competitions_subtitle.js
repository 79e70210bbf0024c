/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Competitions_SubtitleInputs */

const en_page_competitions_subtitle = /** @type {(inputs: Page_Competitions_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compete, learn and get noticed by the businesses that hire through Inzira.`)
};

const rw_page_competitions_subtitle = /** @type {(inputs: Page_Competitions_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rushanwa, wige kandi umenyekane ku bigo bitanga akazi binyuze muri Inzira.`)
};

const fr_page_competitions_subtitle = /** @type {(inputs: Page_Competitions_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participez, apprenez et faites-vous remarquer par les entreprises qui recrutent via Inzira.`)
};

/**

* @param {Page_Competitions_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_subtitle = /** @type {((inputs?: Page_Competitions_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Competitions_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_competitions_subtitle(inputs)
	if (locale === "fr") return fr_page_competitions_subtitle(inputs)
	return en_page_competitions_subtitle(inputs)
});