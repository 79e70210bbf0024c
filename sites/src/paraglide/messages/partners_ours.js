/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_OursInputs */

const en_partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Partners`)
};

const rw_partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abafatanyabikorwa bacu`)
};

const fr_partners_ours = /** @type {(inputs: Partners_OursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos partenaires`)
};

/**

* @param {Partners_OursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ours = /** @type {((inputs?: Partners_OursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_OursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partners_ours(inputs)
	if (locale === "fr") return fr_partners_ours(inputs)
	return en_partners_ours(inputs)
});