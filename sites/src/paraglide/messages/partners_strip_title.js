/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Strip_TitleInputs */

const en_partners_strip_title = /** @type {(inputs: Partners_Strip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted by Our Partners`)
};

const rw_partners_strip_title = /** @type {(inputs: Partners_Strip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abafatanyabikorwa batwizeye`)
};

const fr_partners_strip_title = /** @type {(inputs: Partners_Strip_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ils nous font confiance`)
};

/**

* @param {Partners_Strip_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_strip_title = /** @type {((inputs?: Partners_Strip_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Strip_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partners_strip_title(inputs)
	if (locale === "fr") return fr_partners_strip_title(inputs)
	return en_partners_strip_title(inputs)
});