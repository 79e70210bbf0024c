/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Tutorials_SubtitleInputs */

const en_page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-by-step lessons from our professionals.`)
};

const rw_page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo intambwe ku yindi y'abanyamwuga bacu.`)
};

const fr_page_tutorials_subtitle = /** @type {(inputs: Page_Tutorials_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des leçons pas à pas par nos professionnels.`)
};

/**

* @param {Page_Tutorials_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_tutorials_subtitle = /** @type {((inputs?: Page_Tutorials_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Tutorials_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_tutorials_subtitle(inputs)
	if (locale === "fr") return fr_page_tutorials_subtitle(inputs)
	return en_page_tutorials_subtitle(inputs)
});