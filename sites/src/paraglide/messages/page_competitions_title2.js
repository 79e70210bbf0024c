/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Competitions_Title2Inputs */

const en_page_competitions_title2 = /** @type {(inputs: Page_Competitions_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges & Events`)
};

const rw_page_competitions_title2 = /** @type {(inputs: Page_Competitions_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa n'ibikorwa`)
};

const fr_page_competitions_title2 = /** @type {(inputs: Page_Competitions_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Défis et événements`)
};

/**

* @param {Page_Competitions_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_title2 = /** @type {((inputs?: Page_Competitions_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Competitions_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_competitions_title2(inputs)
	if (locale === "fr") return fr_page_competitions_title2(inputs)
	return en_page_competitions_title2(inputs)
});