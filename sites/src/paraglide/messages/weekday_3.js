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
* | output |
* | --- |
* | "Wednesday" |
*
* @param {Weekday_3Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const weekday_3 = /** @type {((inputs?: Weekday_3Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_3Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_weekday_3(inputs)
	if (locale === "fr") return fr_weekday_3(inputs)
	return en_weekday_3(inputs)
});