/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_5Inputs */

const en_weekday_5 = /** @type {(inputs: Weekday_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friday`)
};

const rw_weekday_5 = /** @type {(inputs: Weekday_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwa gatanu`)
};

const fr_weekday_5 = /** @type {(inputs: Weekday_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vendredi`)
};

/**

* @param {Weekday_5Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const weekday_5 = /** @type {((inputs?: Weekday_5Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_5Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_weekday_5(inputs)
	if (locale === "fr") return fr_weekday_5(inputs)
	return en_weekday_5(inputs)
});