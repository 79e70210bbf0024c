/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_10Inputs */

const en_month_10 = /** @type {(inputs: Month_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`October`)
};

const rw_month_10 = /** @type {(inputs: Month_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukwakira`)
};

const fr_month_10 = /** @type {(inputs: Month_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`octobre`)
};

/**

* @param {Month_10Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_10 = /** @type {((inputs?: Month_10Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_10Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_month_10(inputs)
	if (locale === "fr") return fr_month_10(inputs)
	return en_month_10(inputs)
});