/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_11Inputs */

const en_month_11 = /** @type {(inputs: Month_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`November`)
};

const rw_month_11 = /** @type {(inputs: Month_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ugushyingo`)
};

const fr_month_11 = /** @type {(inputs: Month_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`novembre`)
};

/**

* @param {Month_11Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_11 = /** @type {((inputs?: Month_11Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_11Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_month_11(inputs)
	if (locale === "fr") return fr_month_11(inputs)
	return en_month_11(inputs)
});