/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_WhyInputs */

const en_partners_why = /** @type {(inputs: Partners_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Partner With Us`)
};

const rw_partners_why = /** @type {(inputs: Partners_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impamvu wafatanya natwe`)
};

const fr_partners_why = /** @type {(inputs: Partners_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi devenir partenaire`)
};

/**

* @param {Partners_WhyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_why = /** @type {((inputs?: Partners_WhyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_WhyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partners_why(inputs)
	if (locale === "fr") return fr_partners_why(inputs)
	return en_partners_why(inputs)
});