/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Weekday_4Inputs */

const en_weekday_4 = /** @type {(inputs: Weekday_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thursday`)
};

const rw_weekday_4 = /** @type {(inputs: Weekday_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwa kane`)
};

const fr_weekday_4 = /** @type {(inputs: Weekday_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jeudi`)
};

/**
* | output |
* | --- |
* | "Thursday" |
*
* @param {Weekday_4Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const weekday_4 = /** @type {((inputs?: Weekday_4Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Weekday_4Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_weekday_4(inputs)
	if (locale === "fr") return fr_weekday_4(inputs)
	return en_weekday_4(inputs)
});