/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_2Inputs */

const en_weekday_2 = /** @type {(inputs: Weekday_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuesday`)
};

const rw_weekday_2 = /** @type {(inputs: Weekday_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwa kabiri`)
};

const fr_weekday_2 = /** @type {(inputs: Weekday_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mardi`)
};

/**

* @param {Weekday_2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const weekday_2 = /** @type {((inputs?: Weekday_2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_weekday_2(inputs)
	if (locale === "fr") return fr_weekday_2(inputs)
	return en_weekday_2(inputs)
});