/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Partners_Title2Inputs */

const en_page_partners_title2 = /** @type {(inputs: Page_Partners_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grow With Inzira`)
};

const rw_page_partners_title2 = /** @type {(inputs: Page_Partners_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tera imbere hamwe na Inzira`)
};

const fr_page_partners_title2 = /** @type {(inputs: Page_Partners_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grandissez avec Inzira`)
};

/**

* @param {Page_Partners_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_title2 = /** @type {((inputs?: Page_Partners_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_partners_title2(inputs)
	if (locale === "fr") return fr_page_partners_title2(inputs)
	return en_page_partners_title2(inputs)
});