/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_9Inputs */

const en_month_9 = /** @type {(inputs: Month_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`September`)
};

const rw_month_9 = /** @type {(inputs: Month_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nzeri`)
};

const fr_month_9 = /** @type {(inputs: Month_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`septembre`)
};

/**

* @param {Month_9Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_9 = /** @type {((inputs?: Month_9Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_9Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_month_9(inputs)
	if (locale === "fr") return fr_month_9(inputs)
	return en_month_9(inputs)
});