/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_12Inputs */

const en_month_12 = /** @type {(inputs: Month_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`December`)
};

const rw_month_12 = /** @type {(inputs: Month_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukuboza`)
};

const fr_month_12 = /** @type {(inputs: Month_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`décembre`)
};

/**

* @param {Month_12Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_12 = /** @type {((inputs?: Month_12Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_12Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_month_12(inputs)
	if (locale === "fr") return fr_month_12(inputs)
	return en_month_12(inputs)
});