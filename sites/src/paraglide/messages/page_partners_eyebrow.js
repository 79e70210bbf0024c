/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Partners_EyebrowInputs */

const en_page_partners_eyebrow = /** @type {(inputs: Page_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a Partner`)
};

const rw_page_partners_eyebrow = /** @type {(inputs: Page_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ba umufatanyabikorwa`)
};

const fr_page_partners_eyebrow = /** @type {(inputs: Page_Partners_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir partenaire`)
};

/**

* @param {Page_Partners_EyebrowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_eyebrow = /** @type {((inputs?: Page_Partners_EyebrowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_EyebrowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_partners_eyebrow(inputs)
	if (locale === "fr") return fr_page_partners_eyebrow(inputs)
	return en_page_partners_eyebrow(inputs)
});