/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Competitions_DescriptionInputs */

const en_page_competitions_description = /** @type {(inputs: Page_Competitions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges and events for creators, marketers and protocol officers; register for the next one.`)
};

const rw_page_competitions_description = /** @type {(inputs: Page_Competitions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa n'ibikorwa by'abahanzi b'ibirimo, abamamaza n'abashinzwe porotokole; iyandikishe mu ritaha.`)
};

const fr_page_competitions_description = /** @type {(inputs: Page_Competitions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Défis et événements pour créateurs, marketeurs et agents de protocole ; inscrivez-vous au prochain.`)
};

/**

* @param {Page_Competitions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_competitions_description = /** @type {((inputs?: Page_Competitions_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Competitions_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_competitions_description(inputs)
	if (locale === "fr") return fr_page_competitions_description(inputs)
	return en_page_competitions_description(inputs)
});