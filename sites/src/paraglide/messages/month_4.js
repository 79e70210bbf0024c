/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_4Inputs */

const en_month_4 = /** @type {(inputs: Month_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`April`)
};

const rw_month_4 = /** @type {(inputs: Month_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mata`)
};

const fr_month_4 = /** @type {(inputs: Month_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`avril`)
};

/**
* | output |
* | --- |
* | "April" |
*
* @param {Month_4Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_4 = /** @type {((inputs?: Month_4Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_4Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_month_4(inputs)
	if (locale === "fr") return fr_month_4(inputs)
	return en_month_4(inputs)
});