/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_3Inputs */

const en_weekday_3 = /** @type {(inputs: Weekday_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wednesday`)
};

const rw_weekday_3 = /** @type {(inputs: Weekday_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwa gatatu`)
};

const fr_weekday_3 = /** @type {(inputs: Weekday_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mercredi`)
};

/**

* @param {Weekday_3Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const weekday_3 = /** @type {((inputs?: Weekday_3Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_3Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_weekday_3(inputs)
	if (locale === "fr") return fr_weekday_3(inputs)
	return en_weekday_3(inputs)
});