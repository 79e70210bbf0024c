/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_2Inputs */

const en_month_2 = /** @type {(inputs: Month_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`February`)
};

const rw_month_2 = /** @type {(inputs: Month_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gashyantare`)
};

const fr_month_2 = /** @type {(inputs: Month_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`février`)
};

/**
* | output |
* | --- |
* | "February" |
*
* @param {Month_2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_2 = /** @type {((inputs?: Month_2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_month_2(inputs)
	if (locale === "fr") return fr_month_2(inputs)
	return en_month_2(inputs)
});