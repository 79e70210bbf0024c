/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_1Inputs */

const en_month_1 = /** @type {(inputs: Month_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`January`)
};

const rw_month_1 = /** @type {(inputs: Month_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mutarama`)
};

const fr_month_1 = /** @type {(inputs: Month_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`janvier`)
};

/**

* @param {Month_1Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_1 = /** @type {((inputs?: Month_1Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_1Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_month_1(inputs)
	if (locale === "fr") return fr_month_1(inputs)
	return en_month_1(inputs)
});